import 'server-only';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { RedirectFormInput } from '@/features/redirects/schemas/redirect-form';
import { recordAudit } from '@/features/staff/server/audit';
import { assertAdmin, type StaffActor } from '@/features/staff/server/staff-access';
import { getDb, type Tx } from '@/lib/db';
import { redirects } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';
import { destinationAsSource, normalizeSource, pathToTest } from '../paths';
import { clearRedirectCache, findRedirect, type RedirectTarget } from './lookup';

/**
 * The path redirects as admins run them. Each change is audited in its transaction, then this
 * process's lookup cache is cleared, so the request layer here follows it at once; other
 * instances keep a cached answer for at most 60 s (lookup.ts).
 */

export type RedirectRow = typeof redirects.$inferSelect;

/** By source; `q` matches the source or the destination. */
export async function listRedirects(
  actor: StaffActor,
  options: { page?: number; q?: string } = {},
): Promise<Paginated<RedirectRow>> {
  assertAdmin(actor);
  const q = options.q?.trim();
  const where = q
    ? or(ilike(redirects.source, `%${q}%`), ilike(redirects.destination, `%${q}%`))
    : undefined;
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(redirects).where(where);
  const window = pageWindow(options.page, { pageSize: 25, total: total?.n ?? 0 });
  const items = await db
    .select()
    .from(redirects)
    .where(where)
    .orderBy(asc(redirects.source))
    .limit(window.pageSize)
    .offset(window.offset);
  return paginated(items, total?.n ?? 0, window);
}

async function findRow(tx: Tx, source: string): Promise<RedirectRow | null> {
  const [row] = await tx.select().from(redirects).where(eq(redirects.source, source)).limit(1);
  return row ?? null;
}

/**
 * One hop only: the destination is not itself redirected, and no redirect leads to this source
 * (either would make a chain, or a loop). `except` is the redirect being edited.
 */
async function assertNoChain(tx: Tx, input: RedirectFormInput, except: string | null) {
  const next = destinationAsSource(input.destination);
  if (next && next !== except && (await findRow(tx, next))) {
    throw new DomainError('redirect.chain');
  }
  // Destinations are stored as typed (case, trailing slash): compared as sources, in code. The
  // table holds a few hundred rows at most.
  const rows = await tx.select().from(redirects);
  const leadsHere = rows.some(
    (row) => row.source !== except && destinationAsSource(row.destination) === input.source,
  );
  if (leadsHere) throw new DomainError('redirect.chain');
}

function snapshot(row: RedirectRow): Record<string, unknown> {
  return { source: row.source, destination: row.destination, permanent: row.permanent };
}

/** Adds one, or replaces `originalSource` (its source may change too). */
export async function saveRedirect(actor: StaffActor, input: RedirectFormInput) {
  assertAdmin(actor);
  const original = input.originalSource ? normalizeSource(input.originalSource) : null;
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const before = original ? await findRow(tx, original) : null;
    if (original && !before) throw new DomainError('redirect.not_found');
    if (input.source !== original && (await findRow(tx, input.source))) {
      throw new DomainError('redirect.exists');
    }
    await assertNoChain(tx, input, original);
    const values = {
      source: input.source,
      destination: input.destination,
      permanent: input.permanent,
    };
    const [row] = before
      ? await tx
          .update(redirects)
          .set(values)
          .where(eq(redirects.source, before.source))
          .returning()
      : await tx.insert(redirects).values(values).onConflictDoNothing().returning();
    // Another admin added the same source meanwhile.
    if (!row) throw new DomainError('redirect.exists');
    await recordAudit(tx, actor, {
      action: before ? 'redirect.update' : 'redirect.create',
      targetKind: 'redirect',
      targetId: row.source,
      before: before ? snapshot(before) : null,
      after: snapshot(row),
    });
    return row;
  });
  clearRedirectCache();
  return saved;
}

export async function deleteRedirect(actor: StaffActor, input: { source: string }) {
  assertAdmin(actor);
  const source = normalizeSource(input.source);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.source, source)).returning();
    if (!row) throw new DomainError('redirect.not_found');
    await recordAudit(tx, actor, {
      action: 'redirect.delete',
      targetKind: 'redirect',
      targetId: row.source,
      before: snapshot(row),
    });
  });
  clearRedirectCache();
}

export type RedirectTest =
  | { status: 'invalid' }
  | { status: 'none'; path: string }
  | { status: 'redirect'; path: string; target: RedirectTarget };

/** Where a typed path goes, asked exactly as the request layer asks (findRedirect). */
export async function testRedirect(actor: StaffActor, typed: string): Promise<RedirectTest> {
  assertAdmin(actor);
  const path = pathToTest(typed);
  if (!path) return { status: 'invalid' };
  const target = await findRedirect(path);
  return target ? { status: 'redirect', path, target } : { status: 'none', path };
}
