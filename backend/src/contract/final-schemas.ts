import '../disable-telemetry';

import { GraphQLTypesLoader } from '@nestjs/graphql';
import {
  getConfig,
  getFinalVendureSchema,
  resetConfig,
  runPluginConfigurations,
  setConfig,
  VENDURE_ADMIN_API_TYPE_PATHS,
  VENDURE_SHOP_API_TYPE_PATHS,
} from '@vendure/core';

import { buildVendureConfig } from '../config';
import { readEnv } from '../env';

export async function finalSchemas(): Promise<{ shop: string; admin: string }> {
  resetConfig();
  await setConfig(buildVendureConfig(readEnv({}, { enforceProductionSecrets: false })));
  const config = await runPluginConfigurations(getConfig());
  const typesLoader = new GraphQLTypesLoader();
  const shop = await getFinalVendureSchema({ config, typePaths: VENDURE_SHOP_API_TYPE_PATHS, typesLoader, apiType: 'shop', output: 'sdl' });
  const admin = await getFinalVendureSchema({ config, typePaths: VENDURE_ADMIN_API_TYPE_PATHS, typesLoader, apiType: 'admin', output: 'sdl' });
  return { shop, admin };
}
