import path from 'node:path';

import { listBackups, makeBackup, pruneBackups, restoreBackup } from '../backup/backup-set';
import { readBackupSettings } from '../backup/backup-settings';
import { readEnv } from '../env';

/*
 * `npm run backup` / `npm run restore -- <set>` / `npm run backup -- list` (README "Backups"): the
 * same backup sets the scheduled task makes, by hand, with the shop's own settings (DATABASE_URL or
 * SQLITE_PATH, ASSETS_DIR, UPLOADS_DIR, BACKUP_*). A restore goes into an empty shop that is not
 * running: a new SQLite file, an empty PostgreSQL database, empty folders.
 */

const USAGE = 'usage: node backend/dist/tools/backup.js backup | list | restore <backup set folder>';

async function main(argv: string[]): Promise<void> {
  const env = readEnv(process.env, { enforceProductionSecrets: false });
  const data = { database: env.database, assetsDir: env.assetsDir, uploadsDir: env.uploadsDir };
  const settings = readBackupSettings(process.env, path.dirname(env.assetsDir));
  const [command, setDir] = argv;
  switch (command) {
    case 'backup': {
      const report = await makeBackup(data, settings.dir, { pgDump: settings.pgDump });
      const pruned = await pruneBackups(settings.dir, settings.keep);
      console.log(
        `Backed up to ${report.dir}: ${report.databaseBytes} bytes of ${report.database}, ${report.assetFiles} assets, ${report.uploadFiles} uploads in ${report.ms} ms (${pruned.length} old set(s) deleted)`,
      );
      return;
    }
    case 'list':
      for (const dir of await listBackups(settings.dir)) console.log(dir);
      return;
    case 'restore': {
      if (!setDir) throw new Error(USAGE);
      const restored = await restoreBackup(path.resolve(setDir), data, { pgRestore: settings.pgRestore });
      console.log(
        `Restored the ${restored.database} backup of ${restored.createdAt} (${restored.assetFiles} assets, ${restored.uploadFiles} uploads) in ${restored.ms} ms`,
      );
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
