/**
 * Validation messages travel as encoded issues (`v:<rule>` or `v:<rule>:<json values>`) so the
 * same zod schema can run on the client and in a server action, and the text is translated only
 * where it is shown, in the viewer's language (see translate.ts).
 */

export const VALIDATION_RULES = [
  'alpha',
  'alpha_num',
  'alpha_dash',
  'alpha_spaces',
  'between',
  // Server-only: the password is on the list of the most common ones (features/accounts/server/password.ts).
  'common_password',
  'confirmed',
  'digits',
  'dimensions',
  'email',
  'ext',
  'image',
  'integer',
  'length',
  'max',
  'max_value',
  'min',
  'min_value',
  'mimes',
  'not_one_of',
  'numeric',
  'one_of',
  'regex',
  'required',
  'size',
  'url',
] as const;

export type ValidationRule = (typeof VALIDATION_RULES)[number];

export type IssueValues = Record<string, string | number>;

export interface DecodedIssue {
  rule: ValidationRule;
  values: IssueValues;
}

const PREFIX = 'v:';
const RULES: ReadonlySet<string> = new Set(VALIDATION_RULES);

export function isValidationRule(value: string): value is ValidationRule {
  return RULES.has(value);
}

/** `encodeIssue('min', { length: 3 })` → `v:min:{"length":3}`; no values → `v:required`. */
export function encodeIssue(rule: ValidationRule, values?: IssueValues): string {
  return values && Object.keys(values).length > 0
    ? `${PREFIX}${rule}:${JSON.stringify(values)}`
    : `${PREFIX}${rule}`;
}

/** The inverse of encodeIssue; `null` for any other text (a plain or already translated message). */
export function decodeIssue(message: string): DecodedIssue | null {
  if (!message.startsWith(PREFIX)) return null;
  const body = message.slice(PREFIX.length);
  const colon = body.indexOf(':');
  const rule = colon === -1 ? body : body.slice(0, colon);
  if (!isValidationRule(rule)) return null;
  if (colon === -1) return { rule, values: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.slice(colon + 1));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const values: IssueValues = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    values[key] = value;
  }
  return { rule, values };
}

/** Structural subset of a ZodError, so this file stays free of zod and safe to import anywhere. */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * The first message per field path (`'address.city'`), as a server action returns it for
 * applyServerErrors. Issues without a path land on `''` (form-level).
 */
export function firstFieldErrors(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
