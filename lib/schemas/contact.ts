import { z } from 'zod';
import { requiredString, v } from '@/lib/validation/rules';

/** The contact-us form, checked in the browser and again by submitContactMessageAction. */
export const contactMessageSchema = z.object({
  name: requiredString(v.min(2), v.max(100)),
  email: requiredString(v.email(), v.max(254)),
  subject: requiredString(v.min(3), v.max(150)),
  message: requiredString(v.min(10), v.max(5000)),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
