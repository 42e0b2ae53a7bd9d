import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@/lib/validation/limits';
import { requiredString, v } from '@/lib/validation/rules';

/** The contact-us form, checked in the browser and again by submitContactMessageAction. */
export const contactMessageSchema = z.object({
  name: requiredString(v.min(2), v.max(MAX_NAME_LENGTH)),
  email: requiredString(v.max(MAX_EMAIL_LENGTH), v.email()),
  subject: requiredString(v.min(3), v.max(150)),
  message: requiredString(v.min(10), v.max(5000)),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;
