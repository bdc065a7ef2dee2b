import { runMigrations, type VendureConfig } from '@vendure/core';

/** Applies pending migrations; every entry (server, worker) runs it before booting Vendure. */
export async function migrate(config: VendureConfig, log: (message: string) => void): Promise<void> {
  const applied = await runMigrations(config);
  // runMigrations reports failures through process.exitCode instead of throwing
  if (process.exitCode === 1) throw new Error('Database migration failed, see the messages above');
  if (applied.length > 0) log(`Applied ${applied.length} database migration(s)`);
}
