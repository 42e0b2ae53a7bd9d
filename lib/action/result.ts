/**
 * What every server action answers, shared by the action and the form that calls it. A refusal
 * names one message key under `errors` in messages/*.json: a form-wide key (`generic`,
 * `rateLimited`, ...) or a domain's key (`listing.needs_photo`, `contactRequest.not_pending`).
 */
export type FormErrorKey =
  'generic' | 'invalid' | 'rateLimited' | 'unauthorized' | 'forbidden' | 'unavailable';

/** A refusal's message key: a form-wide one, or `<domain>.<code>`. */
export type ErrorKey = FormErrorKey | `${string}.${string}`;

export type ActionFailure = {
  ok: false;
  error: ErrorKey;
  /** Encoded validation issues by field (lib/validation/issue.ts); `''` is the whole form. */
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
};

export type ActionResult<T = undefined> = { ok: true; data: T } | ActionFailure;

/** The domain code of a refusal (`listing.needs_photo` → `needs_photo` for domain `listing`). */
export function domainErrorOf<C extends string>(
  result: ActionResult<unknown> | null | undefined,
  domain: string,
): C | null {
  if (!result || result.ok || !result.error.startsWith(`${domain}.`)) return null;
  return result.error.slice(domain.length + 1) as C;
}
