import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertPutAllowed, contentTypeOfKey, isValidFileKey } from './keys';
import type { FileStorage, StoredFile, StoredFileStream } from './types';

/** Files under one folder on the local disk (the default store). */
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
    assertPutAllowed(key, contentType);
    const full = this.pathOf(key);
    if (!full) throw new Error(`invalid file key: ${key}`);
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

  async open(key: string): Promise<StoredFileStream | null> {
    const full = this.pathOf(key);
    const contentType = contentTypeOfKey(key);
    if (!full || !contentType) return null;
    let handle;
    try {
      handle = await open(full, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here: it closes it at the end or when cancelled.
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { body, contentType, size: stats.size };
    } catch (error) {
      await handle.close();
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
