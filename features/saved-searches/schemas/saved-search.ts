import { z } from 'zod';

/** A catalogue search to save: its kind and its URL query string (parsed again on the server). */
export const saveSearchSchema = z.object({
  kind: z.enum(['advertisement', 'opportunity']),
  search: z.string().max(2000),
});

export const deleteSavedSearchSchema = z.object({ id: z.uuid() });
