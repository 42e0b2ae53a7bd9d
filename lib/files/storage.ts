import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files (avatars, listing photos) live. Keys are always generated on the server
 * (`newFileKey`), never taken from a user: a key is a `/`-separated path of plain segments ending
 * in a known extension, e.g. `avatars/<userId>/<random>.webp`. The local-disk store below is the
 * default; an S3-compatible store can implement the same interface.
 */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  /** Writes (or replaces) the file. Throws on an invalid key or a type that does not match it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null for an unknown or invalid key (path traversal included). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; unknown or invalid keys are ignored. */
  delete(key: string): Promise<void>;
}

/** The content type of each extension a key may end with (served as this type, nosniff). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

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

export const FILE_URL_PREFIX = '/files/';

/** The public URL of a stored file (served by app/files/[...key]/route.ts). */
export function fileUrl(key: string): string {
  return `${FILE_URL_PREFIX}${key}`;
}

/** The key behind a URL made by `fileUrl`, or null for anything else (external or invalid). */
export function fileKeyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(FILE_URL_PREFIX)) return null;
  const key = url.slice(FILE_URL_PREFIX.length);
  return isValidFileKey(key) ? key : null;
}

/** Files under one folder on the local disk. */
export class LocalDiskFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(/*turbopackIgnore: true*/ root);
  }

  /** The absolute path of a key, or null when the key is invalid or would leave the root. */
  private pathOf(key: string): string | null {
    if (!isValidFileKey(key)) return null;
    const full = path.resolve(/*turbopackIgnore: true*/ this.root, key);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const full = this.pathOf(key);
    if (!full) throw new Error(`invalid file key: ${key}`);
    if (contentTypeOfKey(key) !== contentType) {
      throw new Error(`content type ${contentType} does not match key ${key}`);
    }
    await mkdir(path.dirname(full), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file.
    const temporary = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, full);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const full = this.pathOf(key);
    const contentType = contentTypeOfKey(key);
    if (!full || !contentType) return null;
    try {
      return { bytes: new Uint8Array(await readFile(full)), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.pathOf(key);
    if (!full) return;
    await rm(full, { force: true });
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** `FILES_DIR`, else `<DATA_DIR or data>/files`, relative to the working directory. */
export function filesRoot(env: NodeJS.ProcessEnv = process.env): string {
  // Chosen at run time: keep the bundler from tracing the whole project through this path.
  return path.resolve(
    /*turbopackIgnore: true*/ env.FILES_DIR || path.join(env.DATA_DIR || 'data', 'files'),
  );
}

type Holder = { __fursaFileStorage?: FileStorage };
const holder = globalThis as unknown as Holder;

/** The app's file store (one per process; the root is read from the environment on first use). */
export function getFileStorage(): FileStorage {
  holder.__fursaFileStorage ??= new LocalDiskFileStorage(filesRoot());
  return holder.__fursaFileStorage;
}

/** Tests: forget the store so the next call reads the environment again. */
export function resetFileStorage(): void {
  holder.__fursaFileStorage = undefined;
}
