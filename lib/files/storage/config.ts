/**
 * Which file store the app uses and how to reach it, as pure functions of the environment: the
 * store itself (index.ts), the start-up check (lib/config/check-env.ts) and the page policy
 * (lib/security/headers.ts, loaded by next.config.ts) all read the variables here. No imports and
 * no `server-only`: next.config.ts loads this file outside the React server graph, and nothing
 * here is secret (the secret key is only ever passed through to the S3 client).
 */

type Env = Record<string, string | undefined>;

export type FilesDriver = 'local' | 's3';

/** `FILES_STORAGE`: unset, empty or `local` is the local disk; `s3` the S3-compatible store. */
export function filesDriverOf(env: Env): FilesDriver | null {
  const value = env.FILES_STORAGE?.trim().toLowerCase();
  if (!value || value === 'local') return 'local';
  return value === 's3' ? 's3' : null;
}

export type S3Settings = {
  /** Unset: AWS S3's own endpoint for the region. R2 and MinIO need theirs. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
// S3's own naming rules, loosely: R2 and MinIO follow them too.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,64}$/;

// Letters, digits, dots and dashes: what a CSP host-source takes as it is (the URL parser lets
// through characters such as `;` that would end the page policy's directive).
const HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

/** An http(s) URL of a plain host name without query, fragment or credentials (path allowed). */
function plainUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = !url.search && !url.hash && !url.username && !url.password;
  const http = url.protocol === 'http:' || url.protocol === 'https:';
  return http && bare && HOST.test(url.hostname) ? url : null;
}

/** What is wrong with the S3 variables, one line each (empty: usable). */
export function s3SettingsProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED) {
    if (!env[name]?.trim()) problems.push(`${name} is missing: FILES_STORAGE is s3`);
  }
  const region = env.S3_REGION?.trim();
  if (region && !REGION.test(region)) {
    problems.push('S3_REGION must be a region name such as eu-central-1 (R2: auto)');
  }
  const bucket = env.S3_BUCKET?.trim();
  if (bucket && !BUCKET.test(bucket)) {
    problems.push(
      'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    );
  }
  const endpoint = env.S3_ENDPOINT?.trim();
  if (endpoint) {
    const url = plainUrl(endpoint);
    if (!url || url.pathname !== '/') {
      problems.push(
        'S3_ENDPOINT must be an http(s) origin without a path, e.g. https://<account>.r2.cloudflarestorage.com',
      );
    }
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') {
    problems.push('S3_FORCE_PATH_STYLE must be true or false');
  }
  return problems;
}

/** The S3 settings, or an error naming every problem (the start-up check reports them first). */
export function s3SettingsOf(env: Env): S3Settings {
  const problems = s3SettingsProblems(env);
  if (problems.length > 0) throw new Error(`S3 file storage: ${problems.join('; ')}`);
  const endpoint = env.S3_ENDPOINT?.trim();
  return {
    endpoint: endpoint ? endpoint.replace(/\/+$/, '') : undefined,
    region: env.S3_REGION!.trim(),
    bucket: env.S3_BUCKET!.trim(),
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim() === 'true',
  };
}

/** What is wrong with S3_PUBLIC_URL, or null (unset is fine). */
export function publicFilesUrlProblem(env: Env, production: boolean): string | null {
  const value = env.S3_PUBLIC_URL?.trim();
  if (!value) return null;
  const url = plainUrl(value);
  if (!url) {
    return 'S3_PUBLIC_URL must be an http(s) URL without query or credentials, e.g. https://cdn.fursa.example';
  }
  // A page served over https would load the photos as mixed content.
  if (production && url.protocol !== 'https:') return 'S3_PUBLIC_URL must use https in production';
  return null;
}

/**
 * Where browsers load stored files straight from the bucket or its CDN: S3_PUBLIC_URL without its
 * trailing `/`, only with the S3 store (a local-disk file is never in a bucket) and only when it
 * is a valid http(s) URL; null: files are served by the app at /files/<key>.
 */
export function publicFilesBase(env: Env): string | null {
  if (filesDriverOf(env) !== 's3') return null;
  const value = env.S3_PUBLIC_URL?.trim();
  const url = value ? plainUrl(value) : null;
  return url === null ? null : `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The origin of publicFilesBase, for the page policy's img-src (null: none to add). */
export function publicFilesOrigin(env: Env): string | null {
  const base = publicFilesBase(env);
  return base === null ? null : new URL(base).origin;
}
