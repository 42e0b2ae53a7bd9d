import { decodeIssue, type IssueValues, type ValidationRule } from './issue';

/**
 * What translateIssue needs from next-intl's translator for the `validation` namespace:
 * `useTranslations('validation')` on the client, `await getTranslations('validation')` on the
 * server, or `createTranslator({ locale, messages, namespace: 'validation' })`.
 */
export interface ValidationTranslator {
  (key: ValidationRule, values: never): string;
  // A method, so next-intl's `has` (typed with the namespace's own keys) is accepted here.
  has(key: never): boolean;
}

/**
 * next-intl types each key's ICU arguments exactly; a rule known only at run time (or a field
 * name read from a form) cannot satisfy them statically, so the translator is called through
 * this looser view (values come from the rule that produced the issue, and `field` is always
 * given).
 */
interface LooseTranslator {
  (key: string, values?: IssueValues & { field?: string }): string;
  has(key: string): boolean;
}

const loose = (t: ValidationTranslator) => t as unknown as LooseTranslator;

/** A field as its error message names it: the form's field name and its visible label. */
export interface FieldRef {
  /** The form field's `name`; `validation.fields.<name>` is its noun inside the sentence. */
  name?: string;
  /** Already translated; the fallback when the name has no `validation.fields` entry. */
  label: string;
}

/**
 * The `{field}` of a validation message: the noun `validation.fields.<name>` ("email address",
 * "البريد الإلكتروني"), which reads naturally inside "The {field} field is required." in both
 * languages, unlike a visible label such as "Your message". Without an entry, the label.
 */
export function fieldNoun(t: ValidationTranslator, { name, label }: FieldRef): string {
  const key = `fields.${name}`;
  return name && loose(t).has(key) ? loose(t)(key) : label;
}

/**
 * The text for one field error: an encoded issue (issue.ts) becomes the translated message with
 * `{field}` = the field's noun (fieldNoun; a plain string is used as is) plus the rule's values.
 * Any other message (already human text, e.g. from the server) is returned unchanged.
 *
 *   translateIssue(t, error, { name: 'email', label: t('email') }) // "The email address field is required."
 */
export function translateIssue(
  t: ValidationTranslator,
  message: string | undefined,
  field: string | FieldRef,
): string {
  if (!message) return '';
  const issue = decodeIssue(message);
  if (!issue) return message;
  const noun = typeof field === 'string' ? field : fieldNoun(t, field);
  return loose(t)(issue.rule, { ...issue.values, field: noun });
}
