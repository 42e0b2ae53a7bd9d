import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isValidFileKey, type S3FileStorage } from './storage';

/**
 * Copies the files of a local store (FILES_DIR) into a bucket, for the move to FILES_STORAGE=s3
 * (scripts/files-to-s3.ts). The object key is the file key, so every URL already handed out
 * (`/files/<key>`) keeps working once the app reads from the bucket. Idempotent and resumable: a
 * key the bucket already holds with the same size is left alone (keys are never reused, so the
 * same key and size is the same file), a run that stopped half-way continues where it was, and a
 * second run copies nothing. Local files are only ever read.
 */

export type CopyEvent =
  | { type: 'copied'; key: string; bytes: number }
  | { type: 'present'; key: string }
  | { type: 'skipped'; path: string }
  | { type: 'failed'; key: string; error: unknown };

export type CopyOptions = {
  /** The local store's folder (filesRoot()). */
  root: string;
  bucket: S3FileStorage;
  /** Count what would be copied, copy nothing. */
  dryRun?: boolean;
  /** Uploads at a time. */
  concurrency?: number;
  onEvent?: (event: CopyEvent) => void;
};

export type CopyReport = {
  /** Files found under the root. */
  scanned: number;
  /** Copied (or, in a dry run, to be copied). */
  copied: number;
  copiedBytes: number;
  /** Already in the bucket: left alone. */
  present: number;
  /** Not a file key (e.g. a half-written `.tmp` left by a crash): never copied. */
  skipped: number;
  failed: number;
};

/** Every regular file under `root`, as a path relative to it with `/` between segments. */
async function* walk(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    // Symbolic links are not followed: the store never makes any.
    if (entry.isDirectory()) yield* walk(root, child);
    else if (entry.isFile()) yield child;
  }
}

export async function copyFilesToS3(options: CopyOptions): Promise<CopyReport> {
  const { root, bucket, dryRun = false, concurrency = 8, onEvent = () => {} } = options;
  const report: CopyReport = {
    scanned: 0,
    copied: 0,
    copiedBytes: 0,
    present: 0,
    skipped: 0,
    failed: 0,
  };
  // One listing up front instead of a request per file.
  const inBucket = new Map<string, number>();
  for await (const object of bucket.list()) inBucket.set(object.key, object.size);

  const copy = async (key: string) => {
    try {
      const full = path.join(root, key);
      let size = (await stat(full)).size;
      if (inBucket.get(key) === size) {
        report.present += 1;
        onEvent({ type: 'present', key });
        return;
      }
      if (!dryRun) {
        const bytes = new Uint8Array(await readFile(full));
        size = bytes.byteLength;
        await bucket.put(key, bytes, contentTypeOfKey(key)!);
      }
      report.copied += 1;
      report.copiedBytes += size;
      onEvent({ type: 'copied', key, bytes: size });
    } catch (error) {
      report.failed += 1;
      onEvent({ type: 'failed', key, error });
    }
  };

  const running = new Set<Promise<void>>();
  for await (const relative of walk(root)) {
    report.scanned += 1;
    if (!isValidFileKey(relative)) {
      report.skipped += 1;
      onEvent({ type: 'skipped', path: relative });
      continue;
    }
    const task = copy(relative).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= concurrency) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}
