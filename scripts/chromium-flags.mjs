/**
 * The flags of every Chromium this repository starts (Playwright's tests, scripts/screenshot.mjs,
 * bench/lighthouse.mjs): no sandbox (CI runs as root), no GPU, and none of Chromium's own traffic
 * to Google's services, which a machine without internet refuses, many connections at a time.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
