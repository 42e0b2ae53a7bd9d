import { z } from 'zod';
import { requiredString, v } from '@/lib/validation/rules';

/**
 * Subscribing to a plan. `requestId` is made once per confirmation dialog, so a double submit or a
 * retried request charges the wallet once.
 */
export const subscribeSchema = z.object({
  planCode: requiredString(v.max(100)),
  requestId: z.uuid(),
});
