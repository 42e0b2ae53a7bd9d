import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathToTest } from '@/features/redirects/paths';
import {
  redirectFormSchema,
  type RedirectFormInput,
} from '@/features/redirects/schemas/redirect-form';
import {
  deleteRedirect,
  listRedirects,
  saveRedirect,
  testRedirect,
} from '@/features/redirects/server/admin';
import { findRedirect } from '@/features/redirects/server/lookup';
import { getDb, schema } from '@/lib/db';
import { DomainError } from '@/lib/errors/domain-error';
import { decodeIssue } from '@/lib/validation/issue';
import { createUser, type StaffTestUser } from './helpers';

let admin: StaffTestUser;
let moderator: StaffTestUser;

beforeAll(async () => {
  admin = await createUser('ADMIN');
  moderator = await createUser('MODERATOR');
});

type Typed = { source: string; destination: string; permanent?: boolean; originalSource?: string };

const parse = (typed: Typed): RedirectFormInput =>
  redirectFormSchema.parse({ permanent: false, ...typed });

const save = (typed: Typed, actor = admin) => saveRedirect(actor, parse(typed));

const unique = () => `/promo-${randomUUID().slice(0, 8)}`;

/** The rule each refused field failed with. */
function fieldErrors(typed: Typed): Record<string, string | undefined> {
  const result = redirectFormSchema.safeParse({ permanent: false, ...typed });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), decodeIssue(issue.message)?.rule]),
  );
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).key;
}

async function auditOf(targetId: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetKind, 'redirect'), eq(schema.auditLog.targetId, targetId)))
    .orderBy(asc(schema.auditLog.createdAt));
}

describe('redirect form', () => {
  it('stores the source as the request layer looks it up', () => {
    expect(parse({ source: ' /Spring-Sale/ ', destination: '/advertisements' }).source).toBe(
      '/spring-sale',
    );
    expect(parse({ source: '/عروض', destination: '/investments' }).source).toBe(
      '/%d8%b9%d8%b1%d9%88%d8%b6',
    );
  });

  it('refuses sources the request layer never sees, or that staff need', () => {
    for (const source of [
      'no-slash',
      '/',
      '//evil.example',
      '/a?b=1',
      '/a#top',
      '/with space',
      '/admin',
      '/admin/plans',
      '/auth/login',
      '/api/health',
      '/_next/static/x',
      '/files/abc',
      '/en/about',
      '/about-us',
      '/advertisements',
      '/robots.txt',
    ]) {
      expect(fieldErrors({ source, destination: '/terms' }), source).toEqual({
        source: 'not_one_of',
      });
    }
    expect(fieldErrors({ source: `/${'a'.repeat(200)}`, destination: '/terms' })).toEqual({
      source: 'max',
    });
  });

  it('takes an internal path or an http(s) address as the destination, never itself', () => {
    for (const destination of [
      'terms',
      '//evil.example',
      '/en/terms',
      '/a?b=1',
      'ftp://x.sa',
      'https://nohost',
    ]) {
      expect(fieldErrors({ source: '/old', destination }), destination).toEqual({
        destination: 'url',
      });
    }
    expect(fieldErrors({ source: '/old', destination: '/OLD/' })).toEqual({
      destination: 'not_one_of',
    });
    expect(fieldErrors({ source: '/old', destination: 'https://example.com/x?y=1' })).toEqual({});
  });

  it('tests a path as typed: an address, with or without language and query', () => {
    expect(pathToTest('https://fursa.example/ar/Spring-Sale/?utm=x')).toBe('/spring-sale');
    expect(pathToTest('/en')).toBe('/');
    expect(pathToTest('spring-sale')).toBe('/spring-sale');
    expect(pathToTest('   ')).toBeNull();
  });
});

describe('redirects in the staff area', () => {
  it('an added redirect works at once in this process, and is audited', async () => {
    const source = unique();
    // The lookup has cached "no redirect" for it ...
    expect(await findRedirect(source)).toBeNull();
    await save({ source, destination: '/investments', permanent: true });
    // ... and the change cleared that at once.
    expect(await findRedirect(source)).toEqual({
      destination: '/investments',
      permanent: true,
      external: false,
    });
    expect(await testRedirect(admin, `/en${source.toUpperCase()}?x=1`)).toMatchObject({
      status: 'redirect',
      path: source,
      target: { destination: '/investments' },
    });
    const [entry] = await auditOf(source);
    expect(entry).toMatchObject({
      action: 'redirect.create',
      actorId: admin.id,
      before: null,
      after: { source, destination: '/investments', permanent: true },
    });
    const listed = await listRedirects(admin, { q: source });
    expect(listed.items.map((r) => r.source)).toEqual([source]);
  });

  it('edits one, its source too', async () => {
    const source = unique();
    await save({ source, destination: '/terms' });
    await save({ originalSource: source, source, destination: 'https://example.com/sale' });
    expect(await findRedirect(source)).toMatchObject({ external: true, permanent: false });

    const renamed = unique();
    await save({
      originalSource: source,
      source: renamed,
      destination: '/policy',
      permanent: true,
    });
    expect(await findRedirect(source)).toBeNull();
    expect(await findRedirect(renamed)).toMatchObject({ destination: '/policy', permanent: true });
    const [, update] = await auditOf(source);
    expect(update).toMatchObject({
      action: 'redirect.update',
      before: { source, destination: '/terms' },
      after: { source, destination: 'https://example.com/sale' },
    });
    const [renamedEntry] = await auditOf(renamed);
    expect(renamedEntry).toMatchObject({
      action: 'redirect.update',
      before: { source, destination: 'https://example.com/sale', permanent: false },
      after: { source: renamed, destination: '/policy', permanent: true },
    });
  });

  it('removes one: the path no longer redirects, at once', async () => {
    const source = unique();
    await save({ source, destination: '/terms' });
    expect(await findRedirect(source)).not.toBeNull();
    await deleteRedirect(admin, { source });
    expect(await findRedirect(source)).toBeNull();
    expect(await testRedirect(admin, source)).toEqual({ status: 'none', path: source });
    const entries = await auditOf(source);
    expect(entries.at(-1)).toMatchObject({
      action: 'redirect.delete',
      before: { source, destination: '/terms' },
      after: null,
    });
    expect(await refusal(deleteRedirect(admin, { source }))).toBe('redirect.not_found');
  });

  it('refuses a taken source, and chains in either direction', async () => {
    const first = unique();
    const second = unique();
    await save({ source: first, destination: '/terms' });
    expect(await refusal(save({ source: first, destination: '/policy' }))).toBe('redirect.exists');
    // second → first, while first already goes on: a chain.
    expect(await refusal(save({ source: second, destination: `${first}/` }))).toBe(
      'redirect.chain',
    );
    // A redirect to second, then second → somewhere: a chain too.
    await save({ source: second, destination: '/contact-us' });
    const third = unique();
    await save({ source: third, destination: '/policy' });
    expect(await refusal(save({ originalSource: third, source: third, destination: second }))).toBe(
      'redirect.chain',
    );
    expect(await findRedirect(third)).toMatchObject({ destination: '/policy' });
  });

  it('moderators and members are refused, and nothing changes', async () => {
    const source = unique();
    await save({ source, destination: '/terms' });
    const investor = await createUser('INVESTOR');
    for (const actor of [moderator, investor]) {
      expect(await refusal(save({ source: unique(), destination: '/terms' }, actor))).toBe(
        'forbidden',
      );
      expect(
        await refusal(save({ originalSource: source, source, destination: '/policy' }, actor)),
      ).toBe('forbidden');
      expect(await refusal(deleteRedirect(actor, { source }))).toBe('forbidden');
      expect(await refusal(listRedirects(actor))).toBe('forbidden');
      expect(await refusal(testRedirect(actor, source))).toBe('forbidden');
    }
    expect(await findRedirect(source)).toMatchObject({ destination: '/terms' });
    expect((await auditOf(source)).map((e) => e.action)).toEqual(['redirect.create']);
  });
});
