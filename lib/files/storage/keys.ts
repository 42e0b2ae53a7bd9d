import { randomBytes } from 'node:crypto';

/**
 * File keys. Keys are always generated on the server (`newFileKey`), never taken from a user: a
 * key is a `/`-separated path of plain segments ending in a known extension, e.g.
 * `avatars/<userId>/<random>.webp`. Every store checks keys with `isValidFileKey` alone, so a key
 * one store accepts, every store accepts (and the migration to S3 copies exactly those).
 */

/** The content type of each extension a key may end with (served as this type, nosniff). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Keys under this first segment are private (the deal room's documents): the public file route
 * refuses them and they never get a public URL; only their own authorised handlers read them.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

export function isPublicFileKey(key: unknown): key is string {
  return isValidFileKey(key) && !key.startsWith(PRIVATE_KEY_PREFIX);
}

/**
 * A file never changes under its key (keys are random and new for every upload), so whoever
 * holds a copy (browser, CDN) may keep it for a year without asking again.
 */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Segments of letters, digits, '_' and '-', no dots; the last one ends with `.<ext>`.
const KEY_PATTERN = /^(?:[A-Za-z0-9_-]{1,128}\/){0,8}[A-Za-z0-9_-]{1,128}\.([a-z0-9]{1,8})$/;
const SEGMENT_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** True for a well-formed key with a known extension: no `..`, no absolute path, no backslash. */
export function isValidFileKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length > 1024) return false;
  const match = KEY_PATTERN.exec(key);
  return match !== null && match[1]! in CONTENT_TYPES;
}

export function contentTypeOfKey(key: string): string | null {
  if (!isValidFileKey(key)) return null;
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null;
}

/** Throws unless `key` is valid and `contentType` is the type its extension names. */
export function assertPutAllowed(key: string, contentType: string): void {
  if (!isValidFileKey(key)) throw new Error(`invalid file key: ${key}`);
  if (contentTypeOfKey(key) !== contentType) {
    throw new Error(`content type ${contentType} does not match key ${key}`);
  }
}

/**
 * A fresh random key under `folder` (segments the server chose, e.g. ['avatars', userId]).
 * 128 random bits: keys cannot be guessed, so files may be cached publicly forever.
 */
export function newFileKey(folder: readonly string[], extension: string): string {
  for (const segment of folder) {
    if (!SEGMENT_PATTERN.test(segment)) throw new Error(`invalid key segment: ${segment}`);
  }
  const key = [...folder, `${randomBytes(16).toString('base64url')}.${extension}`].join('/');
  if (!isValidFileKey(key)) throw new Error(`invalid file key: ${key}`);
  return key;
}
