/**
 * Saved-search fan-out under load: `npm run bench:fanout` from the repository root (it runs
 * `tsx --import ./scripts/no-server-only.mjs bench/saved-search-fanout.ts`). Run it alone: it
 * needs both cores and the machine's PostgreSQL (BENCH_PG_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres, a role that may create databases).
 *
 * 1. Creates a database of its own, migrates it with the app's migrations and seeds it with
 *    multi-row INSERT … SELECT statements (not timed): BENCH_LISTINGS listings (default 100,000,
 *    half advertisements and half opportunities, all published but BENCH_PUBLISH drafts with a
 *    photo, default 100) and BENCH_INVESTORS investors (default 10,000), each with one or two saved
 *    searches of a mixed shape (a category, a city, both, a price bound, a word…), so that a
 *    published listing matches a few percent of them.
 * 2. Runs two setups one after the other, each on a fresh copy of that database
 *    (CREATE DATABASE … TEMPLATE) and each with the same standalone realtime server (the one
 *    `npm run realtime` starts) that delivery publishes to:
 *    - one instance: one process running the app's job workers (the pg-boss engine, as on
 *      PostgreSQL by default), which also receives every publish;
 *    - two instances: two such processes on the same pg-boss queues, the publishes alternating
 *      between them as a load balancer would send them.
 *    Each instance publishes its drafts through the owner's service (`changeListingStatus`, what
 *    the owner's publish action calls), one after another, so matching and delivery go through
 *    the job queue exactly as in the app.
 * 3. Waits until every match job is done and every notification it created has its
 *    `notifications.deliver` job completed, then reads the times from the database: a
 *    notification's latency is its delivery job's `completed_on` minus its listing's
 *    `published_at` (both the database's clock).
 *
 * Prints one table, both setups side by side: matches, the time from the first publish until all
 * were delivered, p50/p95/p99 per-notification latency, and jobs failed, retried and dead.
 * Instances log to bench/out/fanout-*.log. Every database and process it made is removed at the
 * end, also on failure or Ctrl-C. BENCH_TIMEOUT_SECONDS (default 900) bounds each setup.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuOf, freePort, machineCpu, stopChild } from './processes';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'bench', 'out');
const SELF = new URL(import.meta.url).pathname;
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 10_000);
const PUBLISH = Number(process.env.BENCH_PUBLISH ?? 100);
const OWNERS = 200;
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900) * 1000;
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789' };

type Draft = { kind: 'advertisement' | 'opportunity'; id: string; ownerId: string };
type FromMain = { type: 'publish'; drafts: Draft[] } | { type: 'stop' };
type FromInstance =
  | { type: 'ready' }
  | { type: 'published'; statuses: string[] }
  | { type: 'failed'; message: string };

// ---------------------------------------------------------------------------------------------
// An instance: the app's job workers in a process of their own, taking publishes from main.

async function instance(): Promise<void> {
  const { getDb, closeDb } = await import('@/lib/db');
  const { startJobs, stopJobs } = await import('@/lib/jobs');
  const { changeListingStatus } = await import('@/features/listings/server/owner-listings');
  await getDb();
  await startJobs();
  const send = (message: FromInstance) => process.send?.(message);
  process.on('message', (message: FromMain) => {
    if (message.type === 'publish') {
      void (async () => {
        const statuses: string[] = [];
        try {
          for (const draft of message.drafts) {
            const actor = { id: draft.ownerId, type: 'OWNER' };
            const done = await changeListingStatus(actor, {
              kind: draft.kind,
              id: draft.id,
              change: 'publish',
            });
            statuses.push(done.status);
          }
          send({ type: 'published', statuses });
        } catch (error) {
          send({ type: 'failed', message: (error as Error).message });
        }
      })();
    }
    if (message.type === 'stop') {
      void (async () => {
        await stopJobs();
        await closeDb();
        process.exit(0);
      })();
    }
  });
  send({ type: 'ready' });
}

// ---------------------------------------------------------------------------------------------
// The bench itself.

// Undo steps, last first. Each is registered before what it undoes is made, and the bench
// makes nothing new once stopping is set, so an interrupted run leaves nothing behind.
const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | null = null;
let stopping = false;
function cleanUp(): Promise<void> {
  stopping = true;
  cleaning ??= (async () => {
    for (let step = cleanups.pop(); step; step = cleanups.pop()) {
      await step().catch(() => undefined);
    }
  })();
  return cleaning;
}

function refuseWhenStopping(): void {
  if (stopping) throw new Error('stopping');
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));
  try {
    await run();
  } catch (error) {
    console.error(
      stopping ? '[fanout] interrupted' : `[fanout] failed: ${(error as Error).stack ?? error}`,
    );
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A database dropped under it (Ctrl-C's clean-up) ends the connection: the query in flight
  // rejects, and without a listener the client's 'error' event would end the process first.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const admin = (statement: string) => withClient(ADMIN_URL, (client) => client.query(statement));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function run(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const tag = randomBytes(4).toString('hex');
  const template = `fursa_bench_fanout_${tag}`;
  console.log(
    `[fanout] ${LISTINGS.toLocaleString('en')} listings, ${INVESTORS.toLocaleString('en')} investors, ${PUBLISH} publishes; Node ${process.version}, ${os.cpus().length} cores`,
  );

  // 1. The seeded database, kept as the template of each setup's copy.
  cleanups.push(() => dropDatabase(template));
  await createDatabase(template);
  const seeding = Date.now();
  process.env.DATABASE_URL = databaseUrl(template);
  const { getDb, closeDb } = await import('@/lib/db');
  await getDb(); // the app's migrations
  await closeDb();
  const searches = await withClient(databaseUrl(template), seed);
  console.log(
    `[fanout] seeded in ${seconds(Date.now() - seeding)}: ${searches.toLocaleString('en')} saved searches (not part of the figures)`,
  );

  // 2. The realtime server every delivery publishes to, as `npm run realtime` starts it.
  const realtime = await startRealtime();

  const results: Result[] = [];
  for (const [label, instances] of [
    ['one instance', 1],
    ['two instances', 2],
  ] as const) {
    const name = `${template}_${instances}`;
    cleanups.push(() => dropDatabase(name));
    await createDatabase(name, template);
    console.log(`[fanout] ${label}: running`);
    const result = await measure(name, instances, realtime.port);
    console.log(
      `[fanout] ${label}: ${result.notifications} delivered in ${seconds(result.allDeliveredMs)}`,
    );
    results.push(result);
    await dropDatabase(name);
  }
  printTable(results, searches);
}

// ---------------------------------------------------------------------------------------------
// Seeding: INSERT … SELECT over generate_series, a fixed random seed (the same data every run).

const EN_THINGS = [
  'cafe',
  'restaurant',
  'clinic',
  'warehouse',
  'apartment',
  'villa',
  'workshop',
  'bakery',
  'pharmacy',
  'gym',
  'salon',
  'laundry',
  'printshop',
  'carwash',
  'farm',
  'hotel',
];
const EN_ADJ = ['Profitable', 'Established', 'Modern', 'Equipped', 'Busy', 'New', 'Licensed'];
const AR_THINGS = [
  'مقهى',
  'مطعم',
  'عيادة',
  'مستودع',
  'شقة',
  'فيلا',
  'ورشة',
  'مخبز',
  'صيدلية',
  'مغسلة',
  'مطبعة',
  'مزرعة',
  'فندق',
];
const AR_ADJ = ['مربح', 'قائم', 'حديث', 'مجهز', 'مرخص'];

async function seed(client: pg.Client): Promise<number> {
  const { AD_CATEGORIES, CITIES, SECTORS, STAGES } = await import('@/features/listings/taxonomy');
  const perKind = Math.floor(LISTINGS / 2);
  const draftsPerKind = Math.floor(PUBLISH / 2);
  const arrays = {
    categories: [...AD_CATEGORIES],
    cities: [...CITIES],
    sectors: [...SECTORS],
    stages: [...STAGES],
    enThings: EN_THINGS,
    enAdj: EN_ADJ,
    arThings: AR_THINGS,
    arAdj: AR_ADJ,
  };
  // Fixed words without quotes, written into the statements as array literals.
  const pick = (array: keyof typeof arrays, r = 'random()') =>
    `(array[${arrays[array].map((value) => `'${value}'`).join(',')}])[1 + floor(${r} * ${arrays[array].length})::int]`;
  await client.query('select setseed(0.4242)');
  // Nobody signs in: one placeholder hash for everyone.
  await client.query(
    `insert into users (name, email, password_hash, type, locale)
     select 'Bench owner ' || g, 'bench-owner-' || g || '@fursa.local', 'bench', 'OWNER', 'en'
     from generate_series(1, ${OWNERS}) g`,
  );
  await client.query(
    `insert into users (name, email, password_hash, type, locale)
     select 'Bench investor ' || g, 'bench-investor-' || g || '@fursa.local', 'bench', 'INVESTOR',
       case when random() < 0.4 then 'ar' else 'en' end
     from generate_series(1, ${INVESTORS}) g`,
  );
  const owners = `(select array_agg(id order by email) from users where type = 'OWNER')`;
  // A title and description in either language, with one "thing" a word search can find.
  const texts = `case when g % 2 = 1
      then ${pick('enAdj')} || ' ' || ${pick('enThings', 't')}
      else ${pick('arThings', 't')} || ' ' || ${pick('arAdj')} end as title,
    case when g % 2 = 1
      then 'A ' || ${pick('enThings', 't')} || ' with a loyal customer base, clean books and a long lease. Serious buyers and partners only.'
      else ${pick('arThings', 't')} || ' بقاعدة عملاء ثابتة وسجلات مالية واضحة وعقد إيجار طويل. للجادين فقط.' end as description`;
  // Drafts (g ≤ draftsPerKind) keep to the middle of the amounts, so that none is flagged as an
  // outlier against its group's median and sent to review instead of going live.
  const logUniform = (low: number, high: number, r = 'random()') =>
    `round(exp(ln(${low}) + ${r} * (ln(${high}) - ln(${low}))))`;
  for (let start = 1; start <= perKind; start += 25_000) {
    const end = Math.min(perKind, start + 24_999);
    await client.query(
      `with o as (select ${owners} as ids)
       insert into advertisements (owner_id, title, description, category, city, price_minor,
         status, views, published_at, created_at, updated_at)
       select o.ids[1 + g % ${OWNERS}], title, description, category, city, price,
         case when g <= ${draftsPerKind} then 'draft' else 'published' end, views,
         case when g <= ${draftsPerKind} then null else at end, at, at
       from o, (select g, random() as t, ${pick('categories')} as category, ${pick('cities')} as city,
           case when g <= ${draftsPerKind} then ${logUniform(100_000, 400_000)} * 100
             when random() < 0.08 then null else ${logUniform(20_000, 2_000_000)} * 100 end as price,
           floor(random() * 3000)::int as views,
           now() - random() * interval '365 days' as at
         from generate_series(${start}, ${end}) g) s,
       lateral (select ${texts}) x`,
    );
    await client.query(
      `with o as (select ${owners} as ids)
       insert into opportunities (owner_id, title, summary, description, sector, city,
         amount_min_minor, amount_max_minor, expected_return_bps, stage, status, views,
         published_at, created_at, updated_at)
       select o.ids[1 + (g * 7) % ${OWNERS}], title, split_part(description, '.', 1), description,
         sector, city, amount_min, amount_min * span, bps, stage,
         case when g <= ${draftsPerKind} then 'draft' else 'published' end, views,
         case when g <= ${draftsPerKind} then null else at end, at, at
       from o, (select g, random() as t, ${pick('sectors')} as sector, ${pick('cities')} as city,
           ${pick('stages')} as stage,
           case when g <= ${draftsPerKind} then ${logUniform(500_000, 2_000_000)} * 100
             else ${logUniform(100_000, 10_000_000)} * 100 end as amount_min,
           case when g <= ${draftsPerKind} then 2 else 1 + floor(random() * 4)::int end as span,
           case when random() < 0.3 then null else 500 + floor(random() * 2500)::int end as bps,
           floor(random() * 3000)::int as views,
           now() - random() * interval '365 days' as at
         from generate_series(${start}, ${end}) g) s,
       lateral (select ${texts}) x`,
    );
  }
  // Publishing needs a photo: one per draft (no file behind it; nothing here reads it).
  await client.query(
    `insert into listing_images (listing_kind, listing_id, storage_key, width, height, position)
     select 'advertisement', id, 'bench/photo', 1200, 800, 0 from advertisements where status = 'draft'
     union all
     select 'opportunity', id, 'bench/photo', 1200, 800, 0 from opportunities where status = 'draft'`,
  );
  // Saved searches: one or two per investor, 60% advertisements, in the shapes the catalogue's
  // filter form saves (savedQueryOf: amounts in major units, as strings).
  const amount = (low: number, high: number) => `${logUniform(low, high, 'b')}::text`;
  const word = `case when u.locale = 'ar' then ${pick('arThings', 'b')} else ${pick('enThings', 'b')} end`;
  const adQuery = `case
      when a < 0.25 then jsonb_build_object('category', ${pick('categories', 'b')})
      when a < 0.45 then jsonb_build_object('city', ${pick('cities', 'b')})
      when a < 0.60 then jsonb_build_object('category', ${pick('categories', 'b')}, 'city', ${pick('cities', 'c')})
      when a < 0.72 then jsonb_build_object('category', ${pick('categories', 'c')}, 'max', ${amount(50_000, 1_000_000)})
      when a < 0.84 then jsonb_build_object('q', ${word})
      when a < 0.94 then jsonb_build_object('city', ${pick('cities', 'c')}, 'min', ${amount(50_000, 1_000_000)})
      else jsonb_build_object('q', ${word}, 'city', ${pick('cities', 'c')}) end`;
  const oppQuery = `case
      when a < 0.30 then jsonb_build_object('sector', ${pick('sectors', 'b')})
      when a < 0.50 then jsonb_build_object('sector', ${pick('sectors', 'b')}, 'stage', ${pick('stages', 'c')})
      when a < 0.65 then jsonb_build_object('city', ${pick('cities', 'b')})
      when a < 0.80 then jsonb_build_object('stage', ${pick('stages', 'c')}, 'min', ${amount(200_000, 5_000_000)})
      when a < 0.90 then jsonb_build_object('q', ${word})
      else jsonb_build_object('sector', ${pick('sectors', 'b')}, 'city', ${pick('cities', 'c')}) end`;
  const inserted = await client.query(
    `insert into saved_searches (user_id, listing_kind, query)
     select u.id, case when k < 0.6 then 'advertisement' else 'opportunity' end,
       case when k < 0.6 then ${adQuery} else ${oppQuery} end
     from (select id, locale from users where type = 'INVESTOR') u
     cross join lateral generate_series(1, 2) n,
     lateral (select random() as k, random() as a, random() as b, random() as c, random() as keep
              where u.id is not null) r
     where n = 1 or keep < 0.5`,
  );
  await client.query('vacuum analyze');
  return inserted.rowCount ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Databases and processes.

async function dropDatabase(name: string): Promise<void> {
  await admin(`drop database if exists ${name} with (force)`);
}

/**
 * A new database, or a copy of the seeded one (retried while a last connection to the template
 * closes). One finished after an interruption's clean-up ran is dropped again at once.
 */
async function createDatabase(name: string, template?: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    refuseWhenStopping();
    try {
      await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (stopping) {
    await dropDatabase(name);
    refuseWhenStopping();
  }
}

async function startRealtime(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const log = openSync(path.join(OUT, 'fanout-realtime.log'), 'w');
  refuseWhenStopping();
  const child = spawn(process.execPath, ['realtime-server/bin/realtime.mjs'], {
    cwd: ROOT,
    env: {
      // As the server runs in production (and the type of the environment requires it).
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      PUSHER_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', log],
  });
  const stop = () => stopChild(child, () => child.kill('SIGTERM'));
  cleanups.push(stop);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the realtime server did not start')), 15_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[realtime] server on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the realtime server exited (${code})`)));
  });
  child.stdout?.resume();
  return { port, stop };
}

type Instance = {
  child: ChildProcess;
  next: <T extends FromInstance['type']>(type: T) => Promise<Extract<FromInstance, { type: T }>>;
};

function startInstance(database: string, n: number, realtimePort: number): Instance {
  const log = openSync(
    path.join(OUT, `fanout-${database.endsWith('_1') ? 'one' : 'two'}-${n}.log`),
    'w',
  );
  refuseWhenStopping();
  const child = fork(SELF, ['instance'], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', '--import', './scripts/no-server-only.mjs'],
    env: {
      // As the server runs in production (and the type of the environment requires it).
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl(database),
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(realtimePort),
      REALTIME_EMBEDDED: 'false',
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  const next = <T extends FromInstance['type']>(type: T) =>
    new Promise<Extract<FromInstance, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromInstance) => {
        if (message.type === 'failed') reject(new Error(`instance ${n}: ${message.message}`));
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<FromInstance, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`instance ${n} exited (${code})`)));
    });
  return { child, next };
}

// ---------------------------------------------------------------------------------------------
// One setup: its instances, the publishes, the wait, the figures.

type Result = {
  instances: number;
  published: number;
  /** Saved searches the published listings were tested against, summed over the listings. */
  pairs: number;
  notifications: number;
  publishMs: number;
  matchedMs: number;
  allDeliveredMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  jobs: Record<string, { total: number; retried: number; failed: number }>;
  dead: number;
  inProcess: number;
  /** Each instance's CPU while the setup ran, % of one core. */
  cpu: number[];
  /** The whole machine's, % of one core (PostgreSQL and the realtime server included). */
  machine: number;
};

async function measure(database: string, count: number, realtimePort: number): Promise<Result> {
  const url = databaseUrl(database);
  const drafts = await withClient(url, async (client) => {
    const { rows } = await client.query<Draft>(
      `select 'advertisement' as kind, id, owner_id as "ownerId" from advertisements where status = 'draft'
       union all
       select 'opportunity', id, owner_id from opportunities where status = 'draft'
       order by 2`,
    );
    return rows;
  });
  // Saved searches of each kind: what a published listing is tested against.
  const perKind = await withClient(url, async (client) => {
    const { rows } = await client.query<{ kind: string; n: number }>(
      `select listing_kind as kind, count(*)::int as n from saved_searches group by 1`,
    );
    return new Map(rows.map((row) => [row.kind, row.n]));
  });
  const instances: Instance[] = [];
  const stopAll = () =>
    Promise.all(
      instances.map(({ child }) =>
        stopChild(child, () => child.connected && child.send({ type: 'stop' } satisfies FromMain)),
      ),
    ).then(() => undefined);
  cleanups.push(stopAll);
  for (let n = 1; n <= count; n++) instances.push(startInstance(database, n, realtimePort));
  try {
    await Promise.all(instances.map((instance) => instance.next('ready')));
    const cpuBefore = instances.map(({ child }) => cpuOf(child.pid!));
    const machineBefore = machineCpu();
    const started = Date.now();
    // Round robin, as a load balancer spreads the owners' requests.
    const shares = instances.map((_, n) => drafts.filter((__, i) => i % count === n));
    const publishing = Promise.all(
      instances.map((instance, n) => {
        const done = instance.next('published');
        instance.child.send({ type: 'publish', drafts: shares[n]! } satisfies FromMain);
        return done;
      }),
    );
    const answers = await publishing;
    // Each instance answers its share's statuses in the order it was sent them.
    const live = shares.flatMap((share, n) =>
      share.filter((_, i) => answers[n]!.statuses[i] === 'published'),
    );
    const published = live.length;
    const pairs = live.reduce((sum, draft) => sum + (perKind.get(draft.kind) ?? 0), 0);
    await waitUntilDelivered(url, published);
    const wall = Date.now() - started;
    const cpu = instances.map(({ child }, n) => ((cpuOf(child.pid!) - cpuBefore[n]!) / wall) * 100);
    const machineAfter = machineCpu();
    const machine =
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) *
      100 *
      os.cpus().length;
    return { ...(await figures(url, drafts)), instances: count, published, pairs, cpu, machine };
  } finally {
    await stopAll();
  }
}

async function waitUntilDelivered(url: string, published: number): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  await withClient(url, async (client) => {
    let printed = Date.now();
    for (;;) {
      const { rows } = await client.query<{ matched: number; created: number; delivered: number }>(
        `select
           (select count(*)::int from pgboss.job where name = 'saved-searches.match' and state = 'completed') as matched,
           (select count(*)::int from notifications where type = 'saved_search_match') as created,
           (select count(*)::int from pgboss.job where name = 'notifications.deliver' and state = 'completed') as delivered`,
      );
      const { matched, created, delivered } = rows[0]!;
      const progress = `${matched}/${published} listings matched, ${delivered}/${created} delivered`;
      if (Date.now() - printed >= 10_000) {
        printed = Date.now();
        console.log(`[fanout]   ${progress}`);
      }
      if (matched >= published && delivered >= created) return;
      if (Date.now() > deadline) throw new Error(`timed out: ${progress}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}

async function figures(
  url: string,
  drafts: Draft[],
): Promise<Omit<Result, 'instances' | 'published' | 'pairs' | 'cpu' | 'machine'>> {
  return withClient(url, async (client) => {
    const published = `(select published_at from advertisements where id = (n.data->>'listingId')::uuid
         union all select published_at from opportunities where id = (n.data->>'listingId')::uuid)`;
    const { rows } = await client.query<{
      notifications: number;
      p50: number;
      p95: number;
      p99: number;
      max: number;
      first_publish: Date;
      last_publish: Date;
      last_match: Date;
      last_delivery: Date;
    }>(
      `with delivered as (
         select n.id, j.completed_on,
           extract(epoch from j.completed_on - ${published}) * 1000 as ms
         from notifications n
         join pgboss.job j on j.name = 'notifications.deliver'
           and (j.data->>'notificationId')::uuid = n.id and j.state = 'completed'
         where n.type = 'saved_search_match'),
       listings as (
         select published_at from advertisements where id = any($1::uuid[])
         union all
         select published_at from opportunities where id = any($1::uuid[]))
       select (select count(*)::int from delivered) as notifications,
         (select percentile_cont(0.5) within group (order by ms) from delivered) as p50,
         (select percentile_cont(0.95) within group (order by ms) from delivered) as p95,
         (select percentile_cont(0.99) within group (order by ms) from delivered) as p99,
         (select max(ms) from delivered) as max,
         (select min(published_at) from listings) as first_publish,
         (select max(published_at) from listings) as last_publish,
         (select max(completed_on) from pgboss.job where name = 'saved-searches.match') as last_match,
         (select max(completed_on) from delivered) as last_delivery`,
      [drafts.map((draft) => draft.id)],
    );
    const row = rows[0]!;
    const jobRows = await client.query<{
      name: string;
      total: number;
      retried: number;
      failed: number;
    }>(
      `select name, count(*)::int as total,
         count(*) filter (where retry_count > 0)::int as retried,
         count(*) filter (where state = 'failed')::int as failed
       from pgboss.job group by name`,
    );
    const inProcess = await client.query<{ n: number }>('select count(*)::int as n from jobs');
    const jobs = Object.fromEntries(
      jobRows.rows.map(({ name, ...counts }) => [name, counts] as const),
    );
    const since = row.first_publish.getTime();
    return {
      notifications: row.notifications,
      p50: Number(row.p50),
      p95: Number(row.p95),
      p99: Number(row.p99),
      max: Number(row.max),
      publishMs: row.last_publish.getTime() - since,
      matchedMs: row.last_match.getTime() - since,
      allDeliveredMs: row.last_delivery.getTime() - since,
      jobs,
      dead: jobs['fursa.dead-letter']?.total ?? 0,
      inProcess: inProcess.rows[0]?.n ?? 0,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The table.

function printTable(results: Result[], searches: number): void {
  const job = (result: Result, name: string) =>
    result.jobs[name] ?? { total: 0, retried: 0, failed: 0 };
  const ms = (value: number) =>
    value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
  const rows: Array<[string, (result: Result) => string]> = [
    ['listings published (went live, no review)', (r) => String(r.published)],
    ['matches (notifications created and delivered)', (r) => r.notifications.toLocaleString('en')],
    [
      'matched share of the kind’s saved searches, per listing',
      (r) => `${((r.notifications / r.pairs) * 100).toFixed(1)}%`,
    ],
    ['first → last publish', (r) => ms(r.publishMs)],
    ['first publish → last match job done', (r) => ms(r.matchedMs)],
    ['**first publish → all delivered**', (r) => `**${ms(r.allDeliveredMs)}**`],
    [
      'delivered per second (over that time)',
      (r) => (r.notifications / (r.allDeliveredMs / 1000)).toFixed(0),
    ],
    ['latency publish → delivered, p50', (r) => ms(r.p50)],
    ['latency p95', (r) => ms(r.p95)],
    ['latency p99', (r) => ms(r.p99)],
    ['latency max', (r) => ms(r.max)],
    [
      'saved-searches.match jobs: done / retried / failed',
      (r) =>
        `${job(r, 'saved-searches.match').total} / ${job(r, 'saved-searches.match').retried} / ${job(r, 'saved-searches.match').failed}`,
    ],
    [
      'notifications.deliver jobs: done / retried / failed',
      (r) =>
        `${job(r, 'notifications.deliver').total.toLocaleString('en')} / ${job(r, 'notifications.deliver').retried} / ${job(r, 'notifications.deliver').failed}`,
    ],
    [
      'push.send jobs (nobody has a live tab) / retried / failed',
      (r) =>
        `${job(r, 'push.send').total.toLocaleString('en')} / ${job(r, 'push.send').retried} / ${job(r, 'push.send').failed}`,
    ],
    ['dead letters', (r) => String(r.dead)],
    ['jobs that fell back to the in-process engine', (r) => String(r.inProcess)],
    [
      'CPU over the run, % of one core: each instance',
      (r) => r.cpu.map((value) => `${value.toFixed(0)}%`).join(' / '),
    ],
    [
      `… the whole machine (of ${os.cpus().length * 100}%; PostgreSQL, realtime)`,
      (r) => `${r.machine.toFixed(0)}%`,
    ],
  ];
  const header = results.map((r) =>
    r.instances === 1
      ? 'one instance (1 worker process)'
      : `${r.instances} instances (pg-boss, shared queue)`,
  );
  console.log('');
  console.log(
    `saved-search fan-out: ${LISTINGS.toLocaleString('en')} listings, ${INVESTORS.toLocaleString('en')} investors with ${searches.toLocaleString('en')} saved searches, ${PUBLISH} publishes; ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log('');
  console.log(`| figure | ${header.join(' | ')} |`);
  console.log(`|---|${results.map(() => '--:').join('|')}|`);
  for (const [label, cell] of rows) console.log(`| ${label} | ${results.map(cell).join(' | ')} |`);
  const expected = results.every((r) => r.notifications === results[0]!.notifications);
  if (!expected) console.log('\nThe setups matched different counts: the run is not comparable.');
  if (results.some((r) => r.published < PUBLISH))
    console.log(`\nSome drafts went to review instead of going live (published < ${PUBLISH}).`);
}

// Last, once every constant above is initialised.
if (process.argv[2] === 'instance') await instance();
else await main();
