import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { suspectOutage } from './outage-state';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

type Holder = { __fursaDb?: Promise<Database>; __fursaDbClose?: () => Promise<void> };
// One instance per process: PGlite has no lock on its folder, and Next may load this module
// more than once (proxy bundle, route bundles, dev reloads).
const holder = globalThis as unknown as Holder;

const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

/** The database, opened on first use with migrations applied. Never opened at import time. */
export function getDb(): Promise<Database> {
  holder.__fursaDb ??= openDatabase().catch((error: unknown) => {
    holder.__fursaDb = undefined;
    throw error;
  });
  return holder.__fursaDb;
}

export async function closeDb(): Promise<void> {
  const close = holder.__fursaDbClose;
  holder.__fursaDb = undefined;
  holder.__fursaDbClose = undefined;
  await close?.();
}

async function openDatabase(): Promise<Database> {
  console.info(
    `[db] opening (${process.env.DATABASE_URL ? 'postgres' : 'pglite'}) in process ${process.pid}`,
  );
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      // With the server unreachable a request fails in seconds (an error page, /api/health 503)
      // instead of waiting for the OS's TCP time-out.
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000),
    });
    // An idle connection that dies (database restart, network cut) is dropped from the pool and
    // the next query opens a fresh one; without a listener the error would end the process.
    pool.on('error', (error) => {
      console.error('[db] idle connection lost:', error.message);
      suspectOutage();
    });
    reportFailures(pool);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    holder.__fursaDbClose = () => pool.end();
    return db as unknown as Database;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = process.env.PGLITE_DIR ?? path.join(process.cwd(), 'data', 'pglite');
  let client;
  if (dir === 'memory' || dir.startsWith('memory://')) {
    // A fresh PGlite runs initdb, which costs seconds; a copy of an already-initialised folder
    // (PGLITE_TEMPLATE, a dumpDataDir archive) opens in a fraction of that. The migrator below
    // still runs, so a template older than the migrations is brought up to date.
    const template = process.env.PGLITE_TEMPLATE;
    client = template
      ? new PGlite({ loadDataDir: new Blob([await readFile(template)]) })
      : new PGlite();
  } else {
    // The data folder is chosen at run time: nothing under it belongs in the build's file trace.
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dir)), { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  holder.__fursaDbClose = () => client.close();
  return db as unknown as Database;
}

/**
 * Any failed query or connection makes the request layer check the database at once
 * (lib/database-outage.ts), so the next page is the outage page rather than a failed render.
 * The caller still gets the rejection: this only watches it.
 */
function reportFailures(pool: import('pg').Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const watch = (result: unknown) => {
    if (result instanceof Promise) result.catch(() => suspectOutage());
    return result;
  };
  pool.query = ((...args: unknown[]) => watch(query(...args))) as typeof pool.query;
  pool.connect = ((...args: unknown[]) => watch(connect(...args))) as typeof pool.connect;
}

/** Rows of a raw query; both drivers answer `{ rows }`, which the shared type cannot express. */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
