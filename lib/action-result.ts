/** What every server action answers; shared by the action and the form that calls it. */
export type FormErrorKey = 'generic' | 'rateLimited' | 'unauthorized' | 'forbidden' | 'unavailable';

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** Encoded validation issues by field (lib/validation/issue.ts). */
      fieldErrors?: Record<string, string>;
      formError?: FormErrorKey;
      retryAfterSeconds?: number;
    };

export function rateLimited(retryAfterSeconds: number): ActionResult<never> {
  return { ok: false, formError: 'rateLimited', retryAfterSeconds };
}
