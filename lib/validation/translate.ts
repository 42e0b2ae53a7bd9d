import { decodeIssue, type IssueValues, type ValidationRule } from './issue';

/**
 * What translateIssue needs from next-intl's translator for the `validation` namespace:
 * `useTranslations('validation')` on the client, `await getTranslations('validation')` on the
 * server, or `createTranslator({ locale, messages, namespace: 'validation' })`.
 */
export type ValidationTranslator = (key: ValidationRule, values: never) => string;

/**
 * next-intl types each key's ICU arguments exactly; a rule known only at run time cannot satisfy
 * them statically, so the translator is called through this looser view (values come from the
 * rule that produced the issue, and `field` is always given).
 */
type LooseTranslator = (key: ValidationRule, values: IssueValues & { field: string }) => string;

/**
 * The text for one field error: an encoded issue (issue.ts) becomes the translated message with
 * `{field}` = the field's translated label plus the rule's values. Any other message (already
 * human text, e.g. from the server) is returned unchanged.
 *
 *   translateIssue(t, errors.email?.message, tf('email')) // "The Email field is required."
 */
export function translateIssue(
  t: ValidationTranslator,
  message: string | undefined,
  field: string,
): string {
  if (!message) return '';
  const issue = decodeIssue(message);
  if (!issue) return message;
  return (t as unknown as LooseTranslator)(issue.rule, { ...issue.values, field });
}
