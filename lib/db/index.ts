export { getDb, closeDb, executeRows, type Database } from './client';
export * as schema from './schema';
