import { z } from 'zod';

/** Which of one's notifications to mark read: some ids (a page's worth at most) or all. */
export const markNotificationsReadSchema = z.object({
  ids: z.union([z.literal('all'), z.array(z.uuid()).min(1).max(100)]),
});
