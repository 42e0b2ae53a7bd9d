import { MODERATION_REASONS, type ModerationReason } from './reasons';

/**
 * What a moderator tells an owner about a hidden or removed listing, as stored in its
 * `moderation_reason` column: the reason's code (translated for the reader, `moderation.reasons.*`)
 * and the moderator's own words, as JSON text.
 */
export type ModerationNote = { reason: ModerationReason; note: string };

export function encodeModerationNote({ reason, note }: ModerationNote): string {
  return JSON.stringify({ reason, note });
}

/** The stored note, or null when there is none (or it is not one we wrote). */
export function decodeModerationNote(stored: string | null): ModerationNote | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { reason, note } = value as Record<string, unknown>;
    const known = MODERATION_REASONS.find((code) => code === reason);
    if (!known) return null;
    return { reason: known, note: typeof note === 'string' ? note : '' };
  } catch {
    return null;
  }
}
