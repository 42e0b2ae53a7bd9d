import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { bundleServiceWorker } from '../../scripts/build-sw.mjs';

describe('public/firebase-messaging-sw.js', () => {
  it('is the current bundle of scripts/sw (run `npm run build:sw` after changing it)', async () => {
    const committed = readFileSync('public/firebase-messaging-sw.js', 'utf8');
    expect(committed).toBe(await bundleServiceWorker());
  });

  it('loads nothing from a CDN at run time', () => {
    const code = readFileSync('public/firebase-messaging-sw.js', 'utf8');
    expect(code).not.toMatch(/importScripts|gstatic\.com/);
  });
});
