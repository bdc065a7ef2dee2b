import { z } from 'zod';

import { optionalCronSchedule, optionalText, parseEnvironment } from '../../env-settings';

/** The catalogue sync's settings from the environment (CATALOGUE_SYNC_*), read by the plugin itself. */
export interface CatalogueSyncSettings {
  /** When the scheduled sync runs (Vendure scheduler cron). */
  schedule: string;
  /** The scheduled sync applies its preview at once; otherwise it only stores it and tells staff. */
  autoApply: boolean;
  /** New variants are published at once instead of waiting as drafts for staff. */
  publishNew: boolean;
}

/** Every day at 04:00 server time, when few shoppers buy. */
const DEFAULT_SYNC_SCHEDULE = '0 4 * * *';

const flag = optionalText.pipe(z.enum(['true', 'false', '1', '0']).optional()).transform((value) => value === 'true' || value === '1');

const schema = z.object({
  CATALOGUE_SYNC_SCHEDULE: optionalCronSchedule,
  CATALOGUE_SYNC_AUTO_APPLY: flag,
  CATALOGUE_SYNC_PUBLISH_NEW: flag,
});

export function readCatalogueSyncSettings(env: NodeJS.ProcessEnv): CatalogueSyncSettings {
  const raw = parseEnvironment(schema, env, 'catalogue sync');
  return {
    schedule: raw.CATALOGUE_SYNC_SCHEDULE ?? DEFAULT_SYNC_SCHEDULE,
    autoApply: raw.CATALOGUE_SYNC_AUTO_APPLY,
    publishNew: raw.CATALOGUE_SYNC_PUBLISH_NEW,
  };
}
