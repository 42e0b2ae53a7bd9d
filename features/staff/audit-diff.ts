/** One key whose value an audited change altered, with both values as short text. */
export type AuditChange = { key: string; before: string | null; after: string | null };

const MAX_VALUE_LENGTH = 80;

function show(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The compact diff of an audit entry: the keys whose values differ between `before` and `after`
 * (a key present on one side only counts), in the order they first appear; unchanged keys are left
 * out. Values are compared as JSON.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((key) => ({ key, before: show(before?.[key]), after: show(after?.[key]) }));
}
