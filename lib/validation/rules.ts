import './zod-config';
import { z } from 'zod';
import { encodeIssue, type IssueValues, type ValidationRule } from './issue';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';

/**
 * Zod 4 building blocks for the validation catalogue (SPEC 5). A field is a base zod type plus an
 * ordered list of rules; the rules run one after another and only the FIRST failing one is
 * reported (its issue has `continue: false`, so later zod checks are skipped too). Every message
 * is `encodeIssue(rule, values)`, translated where it is shown (translate.ts).
 *
 *   const schema = z.object({ name: requiredString(v.alphaSpaces(), v.max(60)) });
 */

/** One rule: a name for the message, its values, and a test (async only for file dimensions). */
export interface Rule<T = string> {
  readonly rule: ValidationRule;
  readonly values?: IssueValues;
  readonly test: (value: T) => boolean | Promise<boolean>;
}

export function rule<T>(
  name: ValidationRule,
  test: (value: T) => boolean | Promise<boolean>,
  values?: IssueValues,
): Rule<T> {
  return { rule: name, test, values };
}

// Western, Arabic-Indic (٠-٩) and Extended Arabic-Indic / Persian (۰-۹) digits.
const DIGIT = '0-9\\u0660-\\u0669\\u06F0-\\u06F9';
const NUMERIC = new RegExp(`^[${DIGIT}]+$`);
const INTEGER = new RegExp(`^[-+]?[${DIGIT}]+$`);
const DECIMAL = new RegExp(
  `^[-+]?(?:[${DIGIT}]+(?:[.,\\u066B][${DIGIT}]*)?|[.,\\u066B][${DIGIT}]+)$`,
);
// \p{M} keeps Arabic harakat (combining marks) valid inside words.
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_NUM = /^[\p{L}\p{M}\p{N}]+$/u;
const ALPHA_DASH = /^[\p{L}\p{M}\p{N}_-]+$/u;
const ALPHA_SPACES = /^[\p{L}\p{M}\p{Zs}]+$/u;

/** Arabic-Indic digits → ASCII digits, Arabic decimal separator / comma → '.'. */
export function toLatinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066B,]/g, '.');
}

/** A form string as a number (Arabic digits allowed); NaN when it is not a plain decimal. */
export function toNumber(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return DECIMAL.test(trimmed) ? Number(toLatinDigits(trimmed)) : NaN;
}

/** Length in user-perceived characters (code points), so Arabic and emoji count naturally. */
function lengthOf(value: string | readonly unknown[]): number {
  return typeof value === 'string' ? Array.from(value).length : value.length;
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** Non-empty: a non-blank string, a non-empty array, `true`, or any other non-null value. */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

type Sized = string | readonly unknown[];
type Scalar = string | number;

/** The rules of the catalogue that test a single value (file rules: file-rules.ts). */
export const v = {
  required: () => rule<unknown>('required', isPresent),
  alpha: () => rule<string>('alpha', (s) => ALPHA.test(s)),
  alphaNum: () => rule<string>('alpha_num', (s) => ALPHA_NUM.test(s)),
  alphaDash: () => rule<string>('alpha_dash', (s) => ALPHA_DASH.test(s)),
  alphaSpaces: () => rule<string>('alpha_spaces', (s) => ALPHA_SPACES.test(s)),
  /** Only digits (Arabic-Indic included), like vee-validate's `numeric`. */
  numeric: () => rule<string>('numeric', (s) => NUMERIC.test(s)),
  integer: () =>
    rule<Scalar>('integer', (x) => (typeof x === 'number' ? Number.isInteger(x) : INTEGER.test(x))),
  /** Exactly `length` digits. */
  digits: (length: number) =>
    rule<string>('digits', (s) => NUMERIC.test(s) && s.length === length, { length }),
  email: () => rule<string>('email', (s) => z.regexes.email.test(s)),
  url: () => rule<string>('url', isUrl),
  /** Exactly `length` characters (or items). */
  length: (length: number) => rule<Sized>('length', (s) => lengthOf(s) === length, { length }),
  /** At least `length` characters (or items). */
  min: (length: number) => rule<Sized>('min', (s) => lengthOf(s) >= length, { length }),
  /** At most `length` characters (or items). */
  max: (length: number) => rule<Sized>('max', (s) => lengthOf(s) <= length, { length }),
  minValue: (min: number) => rule<Scalar>('min_value', (x) => toNumber(x) >= min, { min }),
  maxValue: (max: number) => rule<Scalar>('max_value', (x) => toNumber(x) <= max, { max }),
  between: (min: number, max: number) =>
    rule<Scalar>(
      'between',
      (x) => {
        const n = toNumber(x);
        return n >= min && n <= max;
      },
      { min, max },
    ),
  oneOf: (allowed: readonly Scalar[]) =>
    rule<Scalar>('one_of', (x) => allowed.some((a) => String(a) === String(x))),
  notOneOf: (forbidden: readonly Scalar[]) =>
    rule<Scalar>('not_one_of', (x) => !forbidden.some((f) => String(f) === String(x))),
  regex: (pattern: RegExp) =>
    rule<string>('regex', (s) => {
      pattern.lastIndex = 0; // a /g or /y pattern keeps state between calls
      return pattern.test(s);
    }),
} as const;

/** Uppercase, lowercase, digit and one symbol (anything that is not a letter, digit or space). */
export const PASSWORD_PATTERN = /^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*\p{Nd})(?=.*[^\p{L}\p{N}\s]).*$/su;

/** Runs rules in order and calls `report` with the first that fails (async once a test is). */
function runRules<T>(
  rules: readonly Rule<T>[],
  value: T,
  report: (failed: Rule<T>) => void,
): void | Promise<void> {
  for (let i = 0; i < rules.length; i++) {
    const current = rules[i]!;
    const ok = current.test(value);
    if (ok instanceof Promise) {
      return ok.then((passed) =>
        passed ? runRules(rules.slice(i + 1), value, report) : report(current),
      );
    }
    if (!ok) return report(current);
  }
}

/**
 * A zod check running `rules` in order and reporting only the first failure. The issue leaves
 * `continue` unset: zod then treats it as aborting (later checks on the field are skipped) but
 * not as *explicitly* aborted, which would also stop object-level checks that declare `when`
 * (withConfirmation) from running while another field is invalid. `skip` lets optional fields
 * pass when empty.
 */
export function ruleCheck<T>(rules: readonly Rule<T>[], skip?: (value: T) => boolean) {
  return z.check<T>((payload) => {
    const value = payload.value;
    if (skip?.(value)) return;
    return runRules(rules, value, (failed) => {
      payload.issues.push({
        code: 'custom',
        message: encodeIssue(failed.rule, failed.values),
        input: value,
      });
    });
  });
}

const requiredIssue = { error: () => encodeIssue('required') };

export interface StringFieldOptions {
  /** Default true: empty (after trimming) fails with `required`. */
  required?: boolean;
  /** Default true. Passwords keep their spaces. */
  trim?: boolean;
}

/** A string field: `required` first (unless optional), then `rules`. Empty optional → valid. */
export function stringField(options: StringFieldOptions & { required: false }, ...rules: Rule<string>[]): z.ZodType<string | undefined, string | undefined>; // prettier-ignore
export function stringField(options: StringFieldOptions, ...rules: Rule<string>[]): z.ZodType<string, string>; // prettier-ignore
export function stringField(
  { required = true, trim = true }: StringFieldOptions,
  ...rules: Rule<string>[]
): z.ZodType<string, string> | z.ZodType<string | undefined, string | undefined> {
  const base = trim ? z.string(requiredIssue).trim() : z.string(requiredIssue);
  if (!required) {
    // The cast is safe: `skip` lets only non-empty strings reach the rules.
    const checked = rules as readonly Rule<string | undefined>[];
    return base.optional().check(ruleCheck(checked, (s) => !s));
  }
  return base.check(ruleCheck([v.required(), ...rules]));
}

/** `requiredString(v.email(), v.max(120))` — trimmed, required, then the rules in order. */
export function requiredString(...rules: Rule<string>[]) {
  return stringField({}, ...rules);
}

/** Empty or missing is valid (output `''`/undefined); otherwise the rules apply. */
export function optionalString(...rules: Rule<string>[]) {
  return stringField({ required: false }, ...rules);
}

/**
 * Required, min 8 characters, then the custom regex (uppercase, lowercase, digit, symbol), then
 * the upper bound the server hashes. Common passwords are refused by the server only
 * (features/accounts/server/password.ts): the list is too large to send to the browser.
 */
export function passwordSchema(minLength = MIN_PASSWORD_LENGTH) {
  return stringField(
    { trim: false },
    v.min(minLength),
    v.regex(PASSWORD_PATTERN),
    v.max(MAX_PASSWORD_LENGTH),
  );
}

/** A checkbox that must be ticked (terms, consent): anything but `true` is `required`. */
export function acceptedCheckbox() {
  return z.boolean(requiredIssue).check(ruleCheck([rule<boolean>('required', (b) => b)]));
}

/** A multi-choice field: at least one item (`required`), then rules such as `v.max(3)`. */
export function requiredArray<T extends z.ZodType>(item: T, ...rules: Rule<z.output<T>[]>[]) {
  return z.array(item, requiredIssue).check(ruleCheck([v.required(), ...rules]));
}

/**
 * Adds the `confirmed` rule: `confirmKey` must equal `key`; the issue lands on `confirmKey`.
 * It runs even while other fields are invalid (so the user sees it on blur), but not when the
 * confirmation field already has its own error (first error only).
 * Object checks make `.pick/.omit/.extend` unavailable: apply this last.
 */
export function withConfirmation<S extends z.ZodObject>(
  schema: S,
  key: keyof z.output<S> & string,
  confirmKey: keyof z.output<S> & string,
): S {
  return schema.check(
    z.superRefine<z.output<S>>(
      (data, ctx) => {
        if (data[key] !== data[confirmKey]) {
          ctx.addIssue({
            code: 'custom',
            message: encodeIssue('confirmed'),
            path: [confirmKey],
            input: data[confirmKey],
            continue: false,
          });
        }
      },
      {
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !payload.issues.some((issue) => issue.path?.[0] === confirmKey),
      },
    ),
  );
}
