import { DomainError } from '@/lib/errors/domain-error';

/**
 * What a service that throws its refusals answered, in one comparable word: `'ok'`, the issue of
 * a refused field (`auth:errors.invalidCode`, an encoded rule) or the refusal's key
 * (`rateLimited`, `unauthorized`). Anything else thrown fails the test.
 */
export async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.field?.issue ?? error.key;
  }
}

/** The wait of a `rateLimited` refusal, in seconds; throws when the work was not refused so. */
export async function waitOf(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError && error.key === 'rateLimited') {
      return error.retryAfterSeconds ?? 0;
    }
    throw error;
  }
  throw new Error('expected a rate-limit refusal');
}
