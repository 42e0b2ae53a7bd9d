import { z } from 'zod';

/** One other session of the signed-in user to end, by its id (from the session list). */
export const endSessionSchema = z.object({ id: z.uuid() });
