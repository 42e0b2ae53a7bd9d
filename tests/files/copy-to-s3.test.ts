import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFilesToS3, type CopyEvent } from '@/lib/files/copy-to-s3';
import { LocalDiskFileStorage, newFileKey, S3FileStorage, s3SettingsOf } from '@/lib/files/storage';
import { pngBytes, webpBytes } from '../profile/image-fixtures';
import { startLocalS3, type LocalS3 } from './s3-server';

const TSX = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');
// As package.json's files:to-s3 runs it.
const SCRIPT = ['--import', './scripts/no-server-only.mjs', 'scripts/files-to-s3.ts'];

let s3: LocalS3;
let bucket: S3FileStorage;
let dir: string;
let root: string;
const keys: string[] = [];

async function bucketKeys(): Promise<string[]> {
  const found = [];
  for await (const object of bucket.list()) found.push(object.key);
  return found.sort();
}

/** Every file under the folder with its bytes, to prove the copy never touched them. */
async function snapshot(folder: string): Promise<Map<string, string>> {
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const entries = files
    .filter((f) => f.isFile())
    .map(async (f) => {
      const full = path.join(f.parentPath, f.name);
      return [path.relative(folder, full), (await readFile(full)).toString('base64')] as const;
    });
  return new Map(await Promise.all(entries));
}

beforeAll(async () => {
  s3 = await startLocalS3('fursa-migration');
  bucket = new S3FileStorage(s3SettingsOf(s3.env));
  dir = await mkdtemp(path.join(tmpdir(), 'fursa-copy-'));
  root = path.join(dir, 'files');
  // A store as the app writes it: an avatar and two photos of four variants each.
  const disk = new LocalDiskFileStorage(root);
  const avatar = newFileKey(['avatars', 'u1'], 'webp');
  await disk.put(avatar, new Uint8Array(webpBytes(64, 64)), 'image/webp');
  keys.push(avatar);
  for (let photo = 0; photo < 2; photo += 1) {
    const storageKey = newFileKey(['listings', 'advertisement', 'l1'], 'webp').slice(0, -5);
    for (const width of [320, 640, 1280, 1920]) {
      const key = `${storageKey}/${width}.webp`;
      await disk.put(key, new Uint8Array(webpBytes(width / 10, 20)), 'image/webp');
      keys.push(key);
    }
  }
  keys.push(newFileKey(['misc'], 'png'));
  await disk.put(keys.at(-1)!, new Uint8Array(pngBytes(10, 10)), 'image/png');
  keys.sort();
  // What a crash mid-write or a stranger leaves: never copied.
  await writeFile(path.join(root, `${keys[0]}.3f2a1b.tmp`), 'half');
  await mkdir(path.join(root, 'notes'), { recursive: true });
  await writeFile(path.join(root, 'notes', 'readme.txt'), 'hello');
});

afterAll(async () => {
  await bucket.close();
  await s3.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('copying FILES_DIR into a bucket', () => {
  it('a dry run counts and copies nothing', async () => {
    const report = await copyFilesToS3({ root, bucket, dryRun: true });
    expect(report).toMatchObject({ scanned: 12, copied: 10, present: 0, skipped: 2, failed: 0 });
    expect(await bucketKeys()).toEqual([]);
  });

  it('resumes: what is already there stays, the rest is copied byte for byte', async () => {
    // A run that stopped after the first file.
    await bucket.put(keys[0]!, new Uint8Array(await readFile(path.join(root, keys[0]!))), 'image/webp'); // prettier-ignore
    const before = await snapshot(root);
    const events: CopyEvent[] = [];
    const report = await copyFilesToS3({ root, bucket, onEvent: (e) => events.push(e) });
    expect(report).toMatchObject({ scanned: 12, copied: 9, present: 1, skipped: 2, failed: 0 });
    expect(
      events.filter((e) => e.type === 'skipped').map((e) => e.type === 'skipped' && e.path),
    ).toEqual([`${keys[0]}.3f2a1b.tmp`, 'notes/readme.txt'].sort());
    expect(await bucketKeys()).toEqual(keys);
    for (const key of keys) {
      const copied = await bucket.get(key);
      expect(Buffer.from(copied!.bytes).equals(await readFile(path.join(root, key))), key).toBe(
        true,
      );
    }
    expect(await snapshot(root)).toEqual(before); // local files untouched
  });

  it('a second run copies nothing; an object cut short is copied again', async () => {
    const report = await copyFilesToS3({ root, bucket });
    expect(report).toMatchObject({ scanned: 12, copied: 0, present: 10, skipped: 2, failed: 0 });
    await bucket.put(keys[1]!, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await copyFilesToS3({ root, bucket })).toMatchObject({ copied: 1, present: 9 });
    const repaired = await bucket.get(keys[1]!);
    expect(Buffer.from(repaired!.bytes).equals(await readFile(path.join(root, keys[1]!)))).toBe(
      true,
    );
  });

  it('npm run files:to-s3: prints what it copies and the counts, with --dry-run too', async () => {
    const extra = newFileKey(['misc'], 'png');
    await new LocalDiskFileStorage(root).put(extra, new Uint8Array(pngBytes(8, 8)), 'image/png');
    const env: NodeJS.ProcessEnv = { ...process.env, ...s3.env, FILES_DIR: root };
    delete env.FILES_STORAGE; // the copy is made before the app switches
    const cli = (args: string[], environment = env) =>
      promisify(execFile)(process.execPath, [TSX, ...SCRIPT, ...args], {
        env: environment,
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);

    const dry = await cli(['--dry-run']);
    expect(dry.stdout).toContain(`to copy ${extra}`);
    expect(dry.stdout).toContain('13 files found, 1 to copy');
    expect(await bucketKeys()).not.toContain(extra);

    const real = await cli([]);
    expect(real.stdout).toContain(`copied  ${extra}`);
    expect(real.stdout).toContain('13 files found, 1 copied (0.0 MB), 10 already in the bucket, 2 skipped, 0 failed'); // prettier-ignore
    expect(await bucketKeys()).toContain(extra);

    const incomplete = { ...env };
    delete incomplete.S3_BUCKET;
    const refused = await cli([], incomplete);
    expect(refused).toMatchObject({ code: 2 });
    expect(refused.stderr).toContain('S3_BUCKET is missing: needed to copy');
  });
});
