import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { addScheduledTask } from '../startup/scheduled-tasks';
import { configuredBy } from '../plugins/configured-plugin';
import { makeBackup, pruneBackups, type ShopData } from './backup-set';
import type { BackupSettings } from './backup-settings';

interface BackupOptions {
  data: ShopData;
  settings: BackupSettings;
}

/**
 * The scheduled backup (issue 34): a whole backup set of the running shop (database, assets,
 * uploads) on BACKUP_SCHEDULE, by the one instance that runs scheduled tasks (the worker when there
 * is one), then the sets beyond BACKUP_KEEP deleted. `npm run backup` makes one by hand and
 * `npm run restore` puts one back (tools/backup.ts; README "Backups").
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  configuration: (config) => {
    const { data, settings } = BackupPlugin.options;
    if (settings.schedule === undefined) return config;
    return addScheduledTask(config, {
      id: 'shop-backup',
      description: 'Backs up the database, the assets and the uploads, and deletes the oldest backups beyond BACKUP_KEEP',
      schedule: settings.schedule,
      timeout: '2h',
      run: async () => {
        const report = await makeBackup(data, settings.dir, { pgDump: settings.pgDump });
        const pruned = await pruneBackups(settings.dir, settings.keep);
        Logger.info(
          `Backup ${report.dir}: ${report.databaseBytes} bytes of ${report.database}, ${report.assetFiles} assets, ${report.uploadFiles} uploads in ${report.ms} ms; ${pruned.length} old set(s) deleted`,
          'Backup',
        );
        return { dir: report.dir, ms: report.ms, pruned: pruned.length };
      },
    });
  },
  compatibility: '^3.0.0',
})
export class BackupPlugin extends configuredBy<BackupOptions>() {}
