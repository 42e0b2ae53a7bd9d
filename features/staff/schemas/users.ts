import { z } from 'zod';
import { MODERATION_REASONS, type ModerationReason } from '@/features/moderation/reasons';
import { REPORT_NOTE_MAX } from '@/features/moderation/schemas/report';
import { SUSPENSION_CHOICES } from '@/features/moderation/schemas/report-queue';
import { minorDigits, parseMajorToMinor } from '@/lib/format/money';
import { optionalString, requiredString, rule, stringField, v } from '@/lib/validation/rules';

/**
 * The forms of a user's staff page: warn, suspend, restore (staff), adjust the wallet (admins).
 * Each is shared by its form and its action; the services check everything again.
 */

const userId = requiredString(v.max(36));
const reason = stringField({}, v.oneOf(MODERATION_REASONS)).transform((s) => s as ModerationReason);
const note = optionalString(v.max(REPORT_NOTE_MAX));

export const warnUserSchema = z.object({ userId, reason, note });

export const suspendUserSchema = z.object({
  userId,
  duration: stringField({}, v.oneOf(SUSPENSION_CHOICES)).transform((s) =>
    s === 'indefinite' ? null : Number(s),
  ),
  reason,
  note,
});

export const restoreUserSchema = z.object({ userId });

/** The admin's explanation of an adjustment (the ledger entry and the audit log keep it). */
export const ADJUSTMENT_REASON_MAX = 500;
export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;

/**
 * A wallet adjustment: credit or debit, an amount in the major unit of the wallet's currency
 * (Arabic digits too) up to `maxMinor`, a reason, and the key the form was rendered with.
 * The output amount is signed, in minor units.
 */
export function adjustWalletSchema(currency: string, maxMinor: number) {
  const major = (minor: number) => minor / 10 ** minorDigits(currency);
  return z
    .object({
      userId,
      direction: requiredString(v.oneOf(ADJUSTMENT_DIRECTIONS)),
      amount: requiredString(
        rule<string>('numeric', (s) => parseMajorToMinor(s, currency) !== null),
        v.between(major(1), major(maxMinor)),
      ).transform((s) => parseMajorToMinor(s, currency) ?? 0),
      reason: requiredString(v.max(ADJUSTMENT_REASON_MAX)),
      idempotencyKey: requiredString(v.max(36)),
    })
    .transform(({ direction, amount, ...rest }) => ({
      ...rest,
      amountMinor: direction === 'debit' ? -amount : amount,
    }));
}
