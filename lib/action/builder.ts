import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/action/result';
import { requireUser, type CurrentUser } from '@/lib/auth/current-user';
import { isAdmin, isInvestor, isMember, isOwner, isStaff } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import { errorForLog } from '@/lib/errors/error-for-log';
import { firstFieldErrors } from '@/lib/validation/issue';
import { assertStaffSecondFactor } from '@/features/staff/server/staff-two-factor';

/**
 * The one way to write a server action, in the spirit of next-safe-action:
 *
 *   export const saveThingAction = ownerAction
 *     .inputSchema(thingSchema)
 *     .action(async ({ input, ctx }) => saveThing(ctx.user, input));
 *
 * Middleware runs first (who is calling), then the input is parsed with the form's own zod
 * schema, then the body runs. The body returns its data or throws a DomainError; the answer is
 * always one ActionResult, mapped here once: invalid input → field errors, DomainError → its key
 * (with the wait, or on its field), anything else → logged and `generic`. Next's redirect and
 * notFound signals pass through.
 */
type Middleware<In, Out> = (ctx: In) => Promise<Out> | Out;
// Each link was typed against the context built so far when it was added with `use`.
type Link = (ctx: never) => Promise<object> | object;
type SchemaSource<S extends z.ZodType> = S | (() => S | Promise<S>);

export class ActionBuilder<Ctx extends object> {
  constructor(private readonly chain: Link[] = []) {}

  /** A builder whose context also carries what `middleware` adds (or throws a DomainError). */
  use<Add extends object>(middleware: Middleware<Ctx, Add>): ActionBuilder<Ctx & Add> {
    return new ActionBuilder<Ctx & Add>([...this.chain, middleware]);
  }

  /** The schema the input is parsed with; a function when it depends on configuration. */
  inputSchema<S extends z.ZodType>(schema: SchemaSource<S>) {
    return {
      action:
        <R>(
          body: (args: { input: z.output<S>; ctx: Ctx }) => Promise<R>,
        ): ((input: z.input<S>) => Promise<ActionResult<R>>) =>
        (input) =>
          this.run(async (ctx) => {
            const resolved = typeof schema === 'function' ? await schema() : schema;
            const parsed = await resolved.safeParseAsync(input);
            if (!parsed.success) {
              return { ok: false, error: 'invalid', fieldErrors: firstFieldErrors(parsed.error) };
            }
            return { ok: true, data: await body({ input: parsed.data, ctx }) };
          }),
    };
  }

  /** An action without input. */
  action<R>(body: (args: { ctx: Ctx }) => Promise<R>): () => Promise<ActionResult<R>> {
    return () => this.run(async (ctx) => ({ ok: true, data: await body({ ctx }) }));
  }

  private async run<R>(step: (ctx: Ctx) => Promise<ActionResult<R>>): Promise<ActionResult<R>> {
    try {
      let ctx: object = {};
      for (const link of this.chain) ctx = { ...ctx, ...(await link(ctx as never)) };
      return await step(ctx as Ctx);
    } catch (error) {
      unstable_rethrow(error);
      return failureOf(error);
    }
  }
}

/** The one mapping from what a body throws to what the caller sees. */
export function failureOf(error: unknown): ActionResult<never> {
  if (error instanceof DomainError) {
    if (error.field) {
      return {
        ok: false,
        error: 'invalid',
        fieldErrors: { [error.field.name]: error.field.issue },
      };
    }
    return error.retryAfterSeconds === undefined
      ? { ok: false, error: error.key }
      : { ok: false, error: error.key, retryAfterSeconds: error.retryAfterSeconds };
  }
  console.error('[action] failed', errorForLog(error));
  return { ok: false, error: 'generic' };
}

/** Anyone, signed in or not. */
export const publicAction = new ActionBuilder<object>();

/** The signed-in user (`unauthorized` otherwise), as the session says now. */
export const userAction = publicAction.use(async (): Promise<{ user: CurrentUser }> => ({
  user: await requireUser(),
}));

/** A business owner (`forbidden` for anyone else). */
export const ownerAction = userAction.use(({ user }) => {
  if (!isOwner(user)) throw new DomainError('forbidden');
  return {};
});

/** An investor (`forbidden` for anyone else). */
export const investorAction = userAction.use(({ user }) => {
  if (!isInvestor(user)) throw new DomainError('forbidden');
  return {};
});

/** An investor or an owner: a wallet, plans and purchases are theirs (`forbidden` for staff). */
export const memberAction = userAction.use(({ user }) => {
  if (!isMember(user)) throw new DomainError('forbidden');
  return {};
});

/** Staff: an admin or a moderator (`forbidden` for anyone else). */
export const staffAction = userAction.use(async ({ user }) => {
  if (!isStaff(user)) throw new DomainError('forbidden');
  await assertStaffSecondFactor(user);
  return {};
});

/** An admin: plans, money, redirects and other staff (`forbidden` for moderators too). */
export const adminAction = userAction.use(async ({ user }) => {
  if (!isAdmin(user)) throw new DomainError('forbidden');
  await assertStaffSecondFactor(user);
  return {};
});
