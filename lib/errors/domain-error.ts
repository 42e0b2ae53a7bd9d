import type { ErrorKey } from '@/lib/action/result';
import type { ValidationRule, IssueValues } from '@/lib/validation/issue';
import { encodeIssue } from '@/lib/validation/issue';

/**
 * The one refusal a service throws: a message key (`listing.needs_photo`, `rateLimited`, ...)
 * that the action builder answers as `{ ok: false, error }`, with the wait for `rateLimited`, or
 * as a field's validation issue when `field` is given. Anything else thrown is a failure.
 */
export class DomainError extends Error {
  readonly retryAfterSeconds?: number;
  readonly field?: { name: string; issue: string };

  constructor(
    readonly key: ErrorKey,
    options: { retryAfterSeconds?: number; field?: { name: string; issue: string } } = {},
  ) {
    super(key);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
  }

  static rateLimited(retryAfterSeconds: number): DomainError {
    return new DomainError('rateLimited', { retryAfterSeconds });
  }

  /** A server-side check of one field (`''` for the whole form) failed with a validation rule. */
  static field(name: string, rule: ValidationRule, values?: IssueValues): DomainError {
    return new DomainError('invalid', { field: { name, issue: encodeIssue(rule, values) } });
  }
}
