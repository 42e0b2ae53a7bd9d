import { z } from 'zod';
import { requiredString, v } from '@/lib/validation/rules';

/**
 * Subscribing to a plan. `requestId` is made once per confirmation dialog, so a double submit or a
 * retried request charges the wallet once, and never at a price other than the one confirmed.
 */
export const subscribeSchema = z.object({
  planCode: requiredString(v.max(100)),
  requestId: z.uuid(),
  /** The price the member saw and confirmed: a plan repriced meanwhile is not charged. */
  expectedPriceMinor: z.number().int().positive(),
});
