import { publicFilesBase } from './config';
import { isValidFileKey } from './keys';

type Env = Record<string, string | undefined>;

/** Files the app serves itself (app/files/[...key]/route.ts), whichever store holds them. */
export const FILE_URL_PREFIX = '/files/';

/**
 * The URL browsers load a stored file from: `<S3_PUBLIC_URL>/<key>` when the S3 store has a
 * public URL (its bucket or CDN), else `/files/<key>` through the app.
 */
export function fileUrl(key: string, env: Env = process.env): string {
  const base = publicFilesBase(env);
  return base === null ? `${FILE_URL_PREFIX}${key}` : `${base}/${key}`;
}

/**
 * The key behind a URL made by `fileUrl`, in either form (`/files/<key>` stays valid after a
 * public URL is configured, as URLs stored earlier still use it), or null for anything else.
 */
export function fileKeyFromUrl(
  url: string | null | undefined,
  env: Env = process.env,
): string | null {
  if (!url) return null;
  let key: string | null = null;
  if (url.startsWith(FILE_URL_PREFIX)) key = url.slice(FILE_URL_PREFIX.length);
  else {
    const base = publicFilesBase(env);
    if (base !== null && url.startsWith(`${base}/`)) key = url.slice(base.length + 1);
  }
  return key !== null && isValidFileKey(key) ? key : null;
}
