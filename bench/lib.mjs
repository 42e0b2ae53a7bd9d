// What the benchmarks share (bench/compare.mjs, bench/lighthouse.mjs): the bare Next app they
// measure beside Fursa (the floor), the production server's environment, and process plumbing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisitScripts } from './first-visit.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const OUT = path.join(ROOT, 'bench', 'out');
// Outside the repository: inside it, Next would take this project's proxy.ts and
// instrumentation.ts for the floor's own. Its node_modules are ours, hard-linked (same Next/React).
export const FLOOR = path.join(os.tmpdir(), 'fursa-bench-floor');
// The same bare app behind a proxy that only passes requests on: what Next's request layer alone
// costs. Fursa needs one (locale, guards, redirects, CSP nonce), so this is its realistic ceiling.
export const FLOOR_PROXY = path.join(os.tmpdir(), 'fursa-bench-floor-proxy');
// A bare app shaped like Fursa's open pages: a `[locale]` route prerendered for both languages, a
// page of about-us's size. The floor serves 5 kB; this shows what Next itself costs for the same
// bytes on the same route shape, so the distance left to the floor is split into Next's and ours.
export const PEER = path.join(os.tmpdir(), 'fursa-bench-peer');
export const NEXT = path.join(ROOT, 'node_modules/next/dist/bin/next');
/**
 * The Node.js running this script (run it on the project's: .nvmrc, scripts/use-node-24.sh).
 * Every server the bench starts (Fursa, the floor, the peer) and every build uses it, so both
 * sides of a ratio run on the same Node.
 */
export const NODE = process.execPath;

/** Fursa's production environment on its own embedded database under bench/out. */
export function appEnv(port) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DIR: path.join(OUT, 'pglite'),
    FILES_DIR: path.join(OUT, 'files'),
    MAIL_OUTBOX_DIR: path.join(OUT, 'outbox'),
    SEED_DEMO: 'true',
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
    ENCRYPTION_KEY: 'ZTJlLW9ubHktZW5jcnlwdGlvbi1rZXktMzItYnl0ZSE=',
    BUILD_POLL_MS: '600000',
    // The pages measured are public: no realtime server (it needs its own secret in production).
    REALTIME_DISABLED: 'true',
  };
  delete env.DATABASE_URL; // always the embedded database, never a shared server
  delete env.REDIS_URL; // one instance: the single-process cache
  return env;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** A fresh folder for a bare Next app: our Next/React, its `app/`, a minimal next.config. */
function writeBareApp(dir, config = '') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  // Our installed packages (no network), hard-linked: quick, and a real folder for the bundler.
  run('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(dir)} }, poweredByHeader: false${config} };\n`,
  );
}

/** The floor: what `create-next-app` minus styling gives, one static page, same Next/React. */
export function writeFloor(dir = FLOOR, withProxy = false) {
  writeBareApp(dir);
  writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  if (withProxy) {
    writeFileSync(
      path.join(dir, 'proxy.js'),
      `import { NextResponse } from 'next/server';
export default function proxy() {
  return NextResponse.next();
}
export const config = { matcher: ['/((?!api|_next|.*\\\\..*).*)'] };
`,
    );
  }
  writeFileSync(
    path.join(dir, 'app', 'page.js'),
    `export default function Page() {
  return <main><h1>Hello</h1><p>A bare Next.js page: the floor of this machine.</p></main>;
}
`,
  );
}

/**
 * The size-matched peer (PEER): `/[locale]/about` of about `pageKb` kB of HTML, server components
 * only, ETags off as in Fursa. `/[locale]/now` renders per request: the bench opens it once before
 * measuring, as any real server renders something. (On Node 20, the first render turns on
 * AsyncLocalStorage's promise hooks for the rest of the process, about 0.1 ms a request; the
 * floor, which never renders after its build, never pays it.)
 */
export function writePeer(pageKb) {
  writeBareApp(PEER, ', generateEtags: false');
  const locale = path.join(PEER, 'app', '[locale]');
  mkdirSync(path.join(locale, 'now'), { recursive: true });
  writeFileSync(
    path.join(locale, 'layout.js'),
    `export function generateStaticParams() { return [{ locale: 'en' }, { locale: 'ar' }]; }
export default async function Layout({ children, params }) {
  const { locale } = await params;
  return <html lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}><body>{children}</body></html>;
}
`,
  );
  // Each paragraph is about 0.5 kB of HTML: its markup plus its copy in the inline RSC payload.
  // The page in English (ASCII), and the same in Arabic (what /ar pages, and every page linking
  // to the other language, serve): a string with any character past Latin-1 is two bytes a
  // character in V8, and Node encodes it to UTF-8 again for every response.
  const paragraphs = Math.max(1, Math.round(pageKb / 0.5));
  const pages = [
    {
      route: 'about',
      title: 'About',
      text: 'Fursa is a bilingual marketplace where business owners present advertisements and investment opportunities, and investors find them. ',
    },
    {
      route: 'about-ar',
      title: 'عن فرصة',
      text: 'فرصة سوق ثنائي اللغة يعرض فيه أصحاب الأعمال إعلاناتهم وفرصهم الاستثمارية، ويجدها المستثمرون. ',
    },
  ];
  for (const { route, title, text } of pages) {
    mkdirSync(path.join(locale, route), { recursive: true });
    writeFileSync(
      path.join(locale, route, 'page.js'),
      `const text = ${JSON.stringify(text)};
export default function Page() {
  return <main><h1>${title}</h1>{Array.from({ length: ${paragraphs} }, (_, i) => <p key={i} className="mt-5 text-lg leading-relaxed text-muted">{text}{i}</p>)}</main>;
}
`,
    );
  }
  writeFileSync(
    path.join(locale, 'now', 'page.js'),
    `import { connection } from 'next/server';
export default async function Page() {
  await connection();
  return <p>{new Date().toISOString()}</p>;
}
`,
  );
}

export async function waitFor(url, server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server for ${url} exited (see bench/out/*.log)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

function startOn(cwd, port, env, logName, pinned) {
  const log = openSync(path.join(OUT, logName), 'w');
  const next = path.join(cwd, 'node_modules/next/dist/bin/next');
  const command = [NODE, next, 'start', '-p', String(port)];
  return spawn(
    pinned ? 'taskset' : command[0],
    pinned ? ['-c', '0', ...command] : command.slice(1),
    {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', log, log],
    },
  );
}

export function stop(server) {
  try {
    process.kill(-server.pid, 'SIGTERM'); // the process group: next start and its workers
  } catch {
    // already gone
  }
}

/** Builds the floor (a fresh copy each time: it follows upgrades of next and react). */
export function buildFloor(dir = FLOOR, withProxy = false) {
  mkdirSync(OUT, { recursive: true });
  writeFloor(dir, withProxy);
  console.log(
    `[bench] building the floor (bare Next app${withProxy ? ' + pass-through proxy' : ''})…`,
  );
  buildBare(dir);
}

/** Builds the size-matched peer (writePeer). */
export function buildPeer(pageKb) {
  mkdirSync(OUT, { recursive: true });
  writePeer(pageKb);
  console.log(`[bench] building the peer (bare Next app, a ${pageKb} kB [locale] page)…`);
  buildBare(PEER);
}

function buildBare(dir) {
  // The bare app's own Next (its node_modules): one copy of React for Next and the page alike.
  run(NODE, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Builds the floor and Fursa (unless BENCH_SKIP_BUILD=1 and a build exists). */
export function buildBoth() {
  buildFloor();
  if (!(process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(ROOT, '.next', 'BUILD_ID')))) {
    console.log('[bench] building Fursa…');
    run(NODE, [NEXT, 'build']);
  }
}

/**
 * Requests on a connection of their own: a kept-alive one may have been closed by the server
 * while a load run or Lighthouse kept the process busy elsewhere ("other side closed").
 */
export const FRESH = { headers: { connection: 'close' } };

/**
 * First-visit JavaScript of a page, in kB gzip: every script a visitor's browser downloads until
 * the network is idle (bench/first-visit.mjs), and for information the page's inline scripts (the
 * RSC payload Next streams into the HTML: page data, not downloads).
 */
export async function firstVisitJs(browser, base, pagePath) {
  const { kb, files, status } = await firstVisitScripts(browser, base + pagePath);
  if (status !== 200) throw new Error(`${pagePath} answered ${status}`);
  const html = await (await fetch(base + pagePath, FRESH)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  return { js: kb, inline: gzipSync(Buffer.from(inline)).length / 1024, files };
}

/** A fresh bench database: the demo content, plus 10,000 listings when `large`. */
export function seedApp(env, large) {
  for (const dir of ['pglite', 'files', 'outbox'])
    rmSync(path.join(OUT, dir), { recursive: true, force: true });
  if (!large) return;
  console.log('[bench] seeding bench/out/pglite (demo content + 10,000 listings)…');
  run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      '--import',
      './scripts/no-server-only.mjs',
      'scripts/seed-large.ts',
    ],
    { env },
  );
}

/** `next start` for a floor or Fursa, pinned to core 0 when `pinned`. */
export function start(which, port, env, pinned = true) {
  const cwd = { floor: FLOOR, 'floor-proxy': FLOOR_PROXY, peer: PEER }[which] ?? ROOT;
  return startOn(cwd, port, env, `${which}.log`, pinned);
}
