import { z } from 'zod';
import { requiredString, v } from '@/lib/validation/rules';

/** Featuring an advertisement: which one, which package; `requestId` as in subscribe.ts. */
export const promoteSchema = z.object({
  advertisementId: requiredString(v.max(64)),
  packageCode: requiredString(v.max(64)),
  requestId: z.uuid(),
});
