import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE, USER_COOKIE } from '@/lib/auth/cookies';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { changePasswordAction } from '@/features/accounts/actions/change-password';
import { removeAvatarAction } from '@/features/accounts/actions/remove-avatar';
import { updateAvatarAction } from '@/features/accounts/actions/update-avatar';
import { updateNameAction } from '@/features/accounts/actions/update-name';
import { WRONG_CURRENT_PASSWORD } from '@/features/accounts/schemas/profile';
import { signIn, signUp } from '@/features/accounts/server/accounts';
import { getSessionUser } from '@/lib/auth/sessions';
import { fileKeyFromUrl, resetFileStorage } from '@/lib/files/storage';
import { encodeIssue } from '@/lib/validation/issue';
import { fileOf, jpegBytes, pngBytes } from './image-fixtures';

// An in-memory cookie jar and request headers standing in for next/headers.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      if (value === '' || options?.maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'vitest', 'x-forwarded-for': '10.0.0.1' }),
}));

const PASSWORD = 'Str0ng!pass';
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'fursa-avatars-'));
  process.env.FILES_DIR = filesDir;
  resetFileStorage();
});
afterAll(async () => {
  delete process.env.FILES_DIR;
  resetFileStorage();
  await rm(filesDir, { recursive: true, force: true });
});
beforeEach(() => jar.clear());

/** A new user signed in on the jar (as the browser would be). */
async function signedIn(type = 'INVESTOR') {
  const email = `p-${randomUUID().slice(0, 8)}@example.com`;
  const result = await signUp(
    { name: 'Test User', email, password: PASSWORD, type },
    { clientKey: randomUUID() },
  );
  if (!result.ok) throw new Error(result.error);
  jar.set(SESSION_COOKIE, result.session.token);
  return { ...result, email };
}

async function imageOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row?.image ?? null;
}

const avatarForm = (file: File) => {
  const data = new FormData();
  data.append('avatar', file);
  return data;
};
const diskPath = (url: string) => path.join(filesDir, fileKeyFromUrl(url)!);

describe('without a session', () => {
  it('every profile action answers unauthorized and changes nothing', async () => {
    expect(await updateNameAction({ name: 'Someone' })).toEqual({ ok: false, error: 'unauthorized' }); // prettier-ignore
    const png = fileOf(pngBytes(128, 128), 'a.png', 'image/png');
    expect(await updateAvatarAction(avatarForm(png))).toEqual({ ok: false, error: 'unauthorized' }); // prettier-ignore
    expect(await removeAvatarAction()).toEqual({ ok: false, error: 'unauthorized' });
    const input = { currentPassword: PASSWORD, password: 'N3w!pass', passwordConfirmation: 'N3w!pass' }; // prettier-ignore
    expect(await changePasswordAction(input)).toEqual({ ok: false, error: 'unauthorized' });
    // A made-up token is no session either.
    jar.set(SESSION_COOKIE, 'x'.repeat(43));
    expect(await updateNameAction({ name: 'Someone' })).toEqual({ ok: false, error: 'unauthorized' }); // prettier-ignore
  });
});

describe('updateNameAction', () => {
  it('renames the user and re-signs the user-data cookie', async () => {
    const { user } = await signedIn();
    expect(await updateNameAction({ name: '  ليلى   المستثمرة ' })).toEqual({ ok: true, data: { name: 'ليلى المستثمرة' } }); // prettier-ignore
    expect((await getSessionUser(jar.get(SESSION_COOKIE)))?.user.name).toBe('ليلى المستثمرة');
    expect(jar.get(USER_COOKIE)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(user.name).toBe('Test User');
  });

  it('validates on the server with the shared schema', async () => {
    await signedIn();
    expect(await updateNameAction({ name: ' ' })).toEqual({ ok: false, error: 'invalid', fieldErrors: { name: encodeIssue('required') } }); // prettier-ignore
    expect(await updateNameAction({ name: 'x'.repeat(101) })).toEqual({ ok: false, error: 'invalid', fieldErrors: { name: encodeIssue('max', { length: 100 }) } }); // prettier-ignore
  });
});

describe('updateAvatarAction / removeAvatarAction', () => {
  it('stores a valid image as a WebP under a random key, replaces and then removes it', async () => {
    const { user } = await signedIn('OWNER');
    const first = await updateAvatarAction(avatarForm(fileOf(pngBytes(128, 128), '../../x.png', 'image/png'))); // prettier-ignore
    expect(first.ok).toBe(true);
    const firstUrl = first.ok ? first.data.image : '';
    expect(firstUrl).toMatch(new RegExp(`^/files/avatars/${user.id}/[A-Za-z0-9_-]{22}\\.webp$`));
    expect(await imageOf(user.id)).toBe(firstUrl);
    expect(await sharp(diskPath(firstUrl)).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 }); // prettier-ignore
    expect(jar.get(USER_COOKIE)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    // A phone photo: large, with EXIF (camera, location) that must not be published.
    const photo =
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d98c1a' } }) // prettier-ignore
        .jpeg()
        .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'Secret Place' } })
        .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const second = await updateAvatarAction(avatarForm(fileOf(photo, 'photo.png', 'image/png')));
    const secondUrl = second.ok ? second.data.image : '';
    expect(secondUrl).toMatch(/\.webp$/);
    expect(await imageOf(user.id)).toBe(secondUrl);
    const stored = await sharp(diskPath(secondUrl)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(existsSync(diskPath(firstUrl))).toBe(false); // the previous file is gone
    expect(existsSync(diskPath(secondUrl))).toBe(true);

    expect(await removeAvatarAction()).toEqual({ ok: true, data: undefined });
    expect(await imageOf(user.id)).toBeNull();
    expect(existsSync(diskPath(secondUrl))).toBe(false);
  });

  it('checks the file again on the server, by its content', async () => {
    const { user } = await signedIn();
    const cases: Array<[File, string]> = [
      [fileOf(new TextEncoder().encode('just text'), 'avatar.png', 'image/png'), encodeIssue('image')], // prettier-ignore
      [fileOf(pngBytes(32, 32), 'small.png', 'image/png'), encodeIssue('dimensions', { width: '64–4096', height: '64–4096' })], // prettier-ignore
      [fileOf(Buffer.concat([pngBytes(128, 128), Buffer.alloc(2048 * 1024)]), 'big.png', 'image/png'), encodeIssue('size', { size: 2048 })], // prettier-ignore
      // A JPEG header with the right size but no image behind it.
      [fileOf(jpegBytes(128, 128), 'fake.jpg', 'image/jpeg'), encodeIssue('image')],
    ];
    for (const [file, issue] of cases) {
      expect(await updateAvatarAction(avatarForm(file))).toEqual({ ok: false, error: 'invalid', fieldErrors: { avatar: issue } }); // prettier-ignore
    }
    expect(await updateAvatarAction(new FormData())).toEqual({ ok: false, error: 'invalid', fieldErrors: { avatar: encodeIssue('required') } }); // prettier-ignore
    const text = new FormData();
    text.append('avatar', 'not a file');
    expect(await updateAvatarAction(text)).toEqual({ ok: false, error: 'invalid', fieldErrors: { avatar: encodeIssue('required') } }); // prettier-ignore
    expect(await imageOf(user.id)).toBeNull();
  });
});

describe('changePasswordAction', () => {
  const NEW = 'Brand-n3w!';

  it('requires the current password', async () => {
    const { email } = await signedIn();
    const answer = await changePasswordAction({ currentPassword: 'Wrong!pass1', password: NEW, passwordConfirmation: NEW }); // prettier-ignore
    expect(answer).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    expect((await signIn({ email, password: PASSWORD }, { clientKey: randomUUID() })).ok).toBe(true); // prettier-ignore
  });

  it('validates the new password and its confirmation', async () => {
    await signedIn();
    expect(await changePasswordAction({ currentPassword: PASSWORD, password: 'alllowercase1', passwordConfirmation: 'alllowercase1' })).toEqual({ ok: false, error: 'invalid', fieldErrors: { password: encodeIssue('regex') } }); // prettier-ignore
    expect(await changePasswordAction({ currentPassword: PASSWORD, password: NEW, passwordConfirmation: 'other' })).toEqual({ ok: false, error: 'invalid', fieldErrors: { passwordConfirmation: encodeIssue('confirmed') } }); // prettier-ignore
    expect(await changePasswordAction({ currentPassword: '', password: NEW, passwordConfirmation: NEW })).toEqual({ ok: false, error: 'invalid', fieldErrors: { currentPassword: encodeIssue('required') } }); // prettier-ignore
  });

  it('changes it, ends the other sessions and keeps this device signed in', async () => {
    const { email, session } = await signedIn();
    const other = await signIn({ email, password: PASSWORD }, { clientKey: randomUUID() });
    if (!other.ok || !other.session) throw new Error('second sign-in failed');

    const answer = await changePasswordAction({ currentPassword: PASSWORD, password: NEW, passwordConfirmation: NEW }); // prettier-ignore
    expect(answer).toEqual({ ok: true, data: undefined });
    expect(await getSessionUser(other.session.token)).toBeNull();
    expect(await getSessionUser(session.token)).toBeNull();
    const fresh = jar.get(SESSION_COOKIE);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(session.token);
    expect((await getSessionUser(fresh))?.user.email).toBe(email);
    expect(jar.get(USER_COOKIE)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect((await signIn({ email, password: NEW }, { clientKey: randomUUID() })).ok).toBe(true);
    expect((await signIn({ email, password: PASSWORD }, { clientKey: randomUUID() })).ok).toBe(false); // prettier-ignore
  });
});
