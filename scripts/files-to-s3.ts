/**
 * `npm run files:to-s3`: copies the local file store (FILES_DIR, else <DATA_DIR or data>/files)
 * into the S3 bucket named by the S3_* variables, before switching the app to FILES_STORAGE=s3
 * (docs/files.md). Idempotent and resumable: what the bucket already holds is left alone, so run
 * it again after an interruption, and once more after the switch for files uploaded meanwhile.
 * Local files are never deleted or changed.
 *
 *   npm run files:to-s3 [-- --dry-run] [-- --quiet]
 *   npx tsx --env-file=.env --import ./scripts/no-server-only.mjs scripts/files-to-s3.ts --dry-run
 */
import { copyFilesToS3, type CopyEvent } from '@/lib/files/copy-to-s3';
import { filesRoot, S3FileStorage, s3SettingsOf } from '@/lib/files/storage';

const USAGE = `usage: files-to-s3 [--dry-run] [--quiet]
  copies every file of FILES_DIR into the bucket of S3_ENDPOINT, S3_REGION, S3_BUCKET,
  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (S3_FORCE_PATH_STYLE=true for MinIO); never deletes
  --dry-run  count what would be copied, copy nothing
  --quiet    print the counts only`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((arg) => !['--dry-run', '--quiet'].includes(arg));
  if (unknown.length > 0) {
    console.error(unknown.includes('--help') ? USAGE : `unknown option ${unknown[0]}\n${USAGE}`);
    return unknown.includes('--help') ? 0 : 2;
  }
  const dryRun = argv.includes('--dry-run');
  const quiet = argv.includes('--quiet');

  let settings;
  try {
    settings = s3SettingsOf(process.env);
  } catch (error) {
    console.error((error as Error).message.replace('FILES_STORAGE is s3', 'needed to copy'));
    return 2;
  }
  const root = filesRoot(process.env);
  const bucket = new S3FileStorage(settings);
  const where = settings.endpoint ? ` at ${settings.endpoint}` : '';
  console.log(`${dryRun ? '[dry run] ' : ''}${root} -> bucket ${settings.bucket}${where}`);
  try {
    await bucket.checkBucket();
    const onEvent = (event: CopyEvent) => {
      if (event.type === 'failed') {
        console.error(`failed  ${event.key}: ${(event.error as Error).message ?? event.error}`);
      } else if (quiet || event.type === 'present') {
        return;
      } else if (event.type === 'skipped') {
        console.log(`skipped ${event.path} (not a file key)`);
      } else {
        console.log(`${dryRun ? 'to copy' : 'copied '} ${event.key}`);
      }
    };
    const report = await copyFilesToS3({ root, bucket, dryRun, onEvent });
    console.log(
      [
        `${report.scanned} files found`,
        `${report.copied} ${dryRun ? 'to copy' : 'copied'} (${megabytes(report.copiedBytes)})`,
        `${report.present} already in the bucket`,
        `${report.skipped} skipped`,
        `${report.failed} failed`,
      ].join(', '),
    );
    if (report.failed > 0) console.error('some files failed: run the command again to retry them');
    return report.failed > 0 ? 1 : 0;
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    console.error(missing ? `no file store at ${root} (FILES_DIR)` : (error as Error).message);
    return 2;
  } finally {
    await bucket.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
