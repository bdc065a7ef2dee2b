import './disable-telemetry';

import type { VendureConfig } from '@vendure/core';

import { buildVendureConfig } from './config';
import { readEnv } from './env';

/**
 * The config as a module-level `VendureConfig` variable: the shape the dashboard's Vite plugin
 * looks for. It only inspects plugins and API settings, so secrets are not demanded here; the
 * server entry (index.ts) builds its own config and does demand them in production.
 */
export const config: VendureConfig = buildVendureConfig(readEnv(process.env, { enforceProductionSecrets: false }));
