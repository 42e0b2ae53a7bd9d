// Bundles the Firebase messaging service worker from the `firebase` npm package into
// public/firebase-messaging-sw.js (SPEC 9's path). The output is committed, so every way of
// building (npm run build, npx next build, next dev) serves it without a build step; run
// `npm run build:sw` after changing scripts/sw/ or upgrading firebase (a unit test checks the
// committed file is up to date).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function bundleServiceWorker() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['scripts/sw/firebase-messaging-sw.js'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = await bundleServiceWorker();
  writeFileSync(`${root}/public/firebase-messaging-sw.js`, code);
  console.log(`public/firebase-messaging-sw.js: ${(code.length / 1024).toFixed(1)} KiB`);
}
