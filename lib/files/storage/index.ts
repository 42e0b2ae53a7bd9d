import 'server-only';
import { filesDriverOf, s3SettingsOf } from './config';
import { filesRoot, LocalDiskFileStorage } from './local';
import { S3FileStorage } from './s3';
import type { FileStorage } from './types';

/**
 * Where uploaded files (avatars, listing photos) live: the local disk by default, or a bucket of
 * an S3-compatible service with FILES_STORAGE=s3 (docs/files.md). Both check keys alike
 * (keys.ts), and callers only ever see the FileStorage interface and the URLs of urls.ts.
 */
export type { FileStorage } from './types';
export {
  CONTENT_TYPES,
  contentTypeOfKey,
  FILE_CACHE_CONTROL,
  isPublicFileKey,
  isValidFileKey,
  newFileKey,
} from './keys';
export { fileKeyFromUrl, fileUrl } from './urls';
export { filesRoot, LocalDiskFileStorage } from './local';
export { S3FileStorage } from './s3';
export { publicFilesBase, s3SettingsOf } from './config';

/** The store the environment names (FILES_STORAGE); an unknown name falls back to the disk. */
export function createFileStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  // The server's start-up check (lib/config/check-env.ts) has already refused an incomplete S3
  // configuration; anywhere else (scripts, tests) s3SettingsOf throws the same message here.
  return filesDriverOf(env) === 's3'
    ? new S3FileStorage(s3SettingsOf(env))
    : new LocalDiskFileStorage(filesRoot(env));
}

type Holder = { __fursaFileStorage?: FileStorage };
const holder = globalThis as unknown as Holder;

/** The app's file store (one per process; the environment is read on first use). */
export function getFileStorage(): FileStorage {
  holder.__fursaFileStorage ??= createFileStorage();
  return holder.__fursaFileStorage;
}

/** Tests: forget the store so the next call reads the environment again. */
export function resetFileStorage(): void {
  const previous = holder.__fursaFileStorage;
  holder.__fursaFileStorage = undefined;
  if (previous instanceof S3FileStorage) void previous.close();
}
