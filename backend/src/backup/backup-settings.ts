import path from 'node:path';

import { z } from 'zod';

import { optionalCronSchedule, optionalText, parseEnvironment } from '../env-settings';

export interface BackupSettings {
  /** Where the backup sets go: a volume of its own, ideally copied off the machine. */
  dir: string;
  /** Cron of the scheduled backup (5 fields, or 6 with seconds first); undefined: none scheduled. */
  schedule: string | undefined;
  /** How many sets are kept: older ones are deleted after each backup. */
  keep: number;
  /** PostgreSQL's tools (Debian's postgresql-client: /usr/bin/pg_dump picks the newest installed). */
  pgDump: string;
  pgRestore: string;
}

const schema = z.object({
  BACKUP_DIR: optionalText,
  BACKUP_SCHEDULE: optionalText.pipe(z.literal('off').or(optionalCronSchedule).optional()),
  BACKUP_KEEP: optionalText.pipe(
    z.string().regex(/^\d+$/, 'a whole number').transform(Number).pipe(z.number().int().min(1).max(1000)).optional(),
  ),
  BACKUP_PG_DUMP: optionalText,
  BACKUP_PG_RESTORE: optionalText,
});

/** Every night at 03:00, fourteen kept: two weeks to notice a mistake. `dataDir`: where the shop's own files are. */
export function readBackupSettings(env: NodeJS.ProcessEnv, dataDir: string): BackupSettings {
  const raw = parseEnvironment(schema, env, 'backup');
  return {
    dir: path.resolve(raw.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    schedule: raw.BACKUP_SCHEDULE === 'off' ? undefined : (raw.BACKUP_SCHEDULE ?? '0 3 * * *'),
    keep: raw.BACKUP_KEEP ?? 14,
    pgDump: raw.BACKUP_PG_DUMP ?? 'pg_dump',
    pgRestore: raw.BACKUP_PG_RESTORE ?? 'pg_restore',
  };
}
