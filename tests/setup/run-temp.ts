import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One scratch folder per test run (vitest globalSetup). The workers start after this and inherit
 * TMPDIR, so every folder a test makes under os.tmpdir() (photos, outboxes, cache stores) lands in
 * it, and it is removed when the run ends; each run used to leave dozens in /tmp.
 */
export default function setup() {
  const run = mkdtempSync(path.join(tmpdir(), 'fursa-vitest-'));
  process.env.TMPDIR = run;
  return () => rmSync(run, { recursive: true, force: true });
}
