import type { Database } from './client';

export { getDb, closeDb, executeRows, type Database } from './client';
export * as schema from './schema';

/** The handle a `db.transaction(async (tx) => ...)` body works with. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
