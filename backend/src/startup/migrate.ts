import { runMigrations, type VendureConfig } from '@vendure/core';
import { Client } from 'pg';

/** The shop's own advisory lock number; any constant no other application on the database uses. */
const MIGRATION_LOCK = 4_318_2026;

/**
 * Servers and workers starting together (a deploy, a restart of everything) would each apply
 * the same pending migration, and all but one fail on "relation already exists" (seen with a
 * server and a worker on an empty database). A PostgreSQL advisory lock lets one migrate while
 * the others wait, then find nothing pending. SQLite is one process's file: nothing to share.
 */
async function withMigrationLock<T>(config: VendureConfig, work: () => Promise<T>): Promise<T> {
  const database = config.dbConnectionOptions;
  if (database.type !== 'postgres') return work();
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    // released with the session at the latest, so a crash here leaves nothing locked
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Applies pending migrations; every entry (server, worker) runs it before booting Vendure. */
export async function migrate(config: VendureConfig, log: (message: string) => void): Promise<void> {
  const applied = await withMigrationLock(config, () => runMigrations(config));
  // runMigrations reports failures through process.exitCode instead of throwing
  if (process.exitCode === 1) throw new Error('Database migration failed, see the messages above');
  if (applied.length > 0) log(`Applied ${applied.length} database migration(s)`);
}
