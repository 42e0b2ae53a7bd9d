import 'server-only';
import type { z } from 'zod';

/**
 * What a job is: a name, the schema its payload must satisfy (checked when it is enqueued and
 * again when it runs, since a stored payload may predate a deploy), a handler, and how it retries.
 * Both engines (pg-boss, in-process) run the same definitions with the same rules.
 */

export type JobContext = { jobId: string; attempt: number };

/** Waits between attempts: `initialSeconds`, then doubling, at most `maxSeconds` (pg-boss adds jitter). */
export type JobBackoff = { initialSeconds: number; maxSeconds?: number };

/**
 * A recurring occurrence, run once for the whole cluster: every `everyMinutes` minutes on the
 * UTC clock (a divisor of 60, or whole hours dividing 24).
 */
export type JobSchedule = { everyMinutes: number };

export type JobOptions = {
  /** Attempts after the first before the job is dead (kept for `npm run jobs`). */
  retryLimit: number;
  backoff: JobBackoff;
  schedule?: JobSchedule;
};

export type JobDefinition<T = unknown> = {
  readonly name: string;
  readonly schema: z.ZodType<T>;
  readonly handler: (payload: T, context: JobContext) => Promise<void>;
  readonly options: JobOptions;
};

/** Job names are pg-boss queue names too: letters, digits, `.`, `_`, `-`, at most 40 bytes. */
const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;

type Holder = { __fursaJobDefinitions?: Map<string, JobDefinition> };
// Next loads a module once per bundle (instrumentation, each route): the workers started from
// instrumentation.ts must see the definitions whichever bundle imported them.
const holder = globalThis as unknown as Holder;
const definitions = (holder.__fursaJobDefinitions ??= new Map<string, JobDefinition>());

export function defineJob<T>(
  name: string,
  schema: z.ZodType<T>,
  handler: (payload: T, context: JobContext) => Promise<void>,
  options: JobOptions,
): JobDefinition<T> {
  if (!NAME_PATTERN.test(name)) throw new Error(`invalid job name: ${name}`);
  if (!Number.isInteger(options.retryLimit) || options.retryLimit < 0) {
    throw new Error(`job ${name}: retryLimit must be a whole number >= 0`);
  }
  if (!(options.backoff.initialSeconds > 0)) {
    throw new Error(`job ${name}: backoff.initialSeconds must be positive`);
  }
  if (options.schedule) cronOf(options.schedule); // throws on an interval neither engine can keep
  const definition: JobDefinition<T> = { name, schema, handler, options };
  definitions.set(name, definition as unknown as JobDefinition);
  return definition;
}

export function getJobDefinition(name: string): JobDefinition | undefined {
  return definitions.get(name);
}

export function listJobDefinitions(): JobDefinition[] {
  return [...definitions.values()];
}

/** The wait before the next attempt after `failures` failed ones (no jitter: tests can rely on it). */
export function retryDelaySeconds(backoff: JobBackoff, failures: number): number {
  const doublings = Math.min(Math.max(failures - 1, 0), 16);
  const delay = backoff.initialSeconds * 2 ** doublings;
  return backoff.maxSeconds === undefined ? delay : Math.min(backoff.maxSeconds, delay);
}

/** The schedule as the cron expression pg-boss keeps (minute resolution, UTC). */
export function cronOf(schedule: JobSchedule): string {
  const minutes = schedule.everyMinutes;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) {
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && hours <= 24 && 24 % hours === 0) {
    return hours === 24 ? '0 0 * * *' : hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  throw new Error(
    `schedule every ${minutes} minutes: use a divisor of 60 or whole hours dividing 24`,
  );
}

/** The start of the occurrence `now` falls in: the same instants the cron expression names. */
export function scheduleSlot(schedule: JobSchedule, now: Date): Date {
  const width = schedule.everyMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / width) * width);
}
