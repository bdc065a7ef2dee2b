import { z } from 'zod';

import { optionalText, parseEnvironment } from '../../../env-settings';
import type { EsimSupplier } from '../esim-supplier';
import { readAiraloSettings } from './airalo/airalo-settings';
import { AiraloSupplier } from './airalo/airalo-supplier';
import { readEsimAccessSettings } from './esimaccess/esimaccess-settings';
import { EsimAccessSupplier } from './esimaccess/esimaccess-supplier';

/** ESIM_SUPPLIER: who issues the eSIMs. The sandbox is the default of `npm start` and the tests. */
const ESIM_SUPPLIER_NAMES = ['sandbox', 'airalo', 'esimaccess'] as const;
export type EsimSupplierName = (typeof ESIM_SUPPLIER_NAMES)[number];

const schema = z.object({
  ESIM_SUPPLIER: optionalText.pipe(z.enum(ESIM_SUPPLIER_NAMES, `one of ${ESIM_SUPPLIER_NAMES.join(', ')}`).optional()),
});

export function readSupplierName(env: NodeJS.ProcessEnv): EsimSupplierName {
  return parseEnvironment(schema, env, 'eSIM supplier').ESIM_SUPPLIER ?? 'sandbox';
}

/**
 * What a production start would run on instead of a real supplier, one line per missing setting
 * (startup/production-stand-ins.ts): the sandbox, whose eSIMs nobody can install, or an adapter
 * without its credentials, which talks to its simulator.
 */
export function esimSupplierStandIns(env: NodeJS.ProcessEnv): string[] {
  switch (readSupplierName(env)) {
    case 'sandbox':
      return [
        'ESIM_SUPPLIER: the sandbox issues test eSIMs nobody can install (airalo or esimaccess, with its credentials: README › eSIM suppliers)',
      ];
    case 'airalo':
      return readAiraloSettings(env).usesSimulator
        ? [
            'AIRALO_CLIENT_ID and AIRALO_CLIENT_SECRET: without them Airalo’s simulator answers (Airalo Partners platform › API credentials)',
          ]
        : [];
    case 'esimaccess': {
      const settings = readEsimAccessSettings(env);
      return [
        ...(settings.usesSimulator
          ? ['ESIMACCESS_ACCESS_CODE: without it eSIM Access’s simulator answers (eSIM Access console › Developer)']
          : []),
        ...(settings.usesSimulator || !settings.webhookSecret
          ? ['ESIMACCESS_WEBHOOK_SECRET: your own, 16+ characters, the last segment of the webhook URL you save at eSIM Access']
          : []),
      ];
    }
  }
}

/**
 * The adapter ESIM_SUPPLIER names, with its own settings; undefined for the sandbox (the plugin
 * builds it with its test controls). Without credentials an adapter talks to its simulator, which
 * `npm start` runs beside the shop; in production that would sell eSIMs nobody can install, so the
 * start stops and names the settings missing (docs/suppliers/).
 */
export function chooseSupplier(env: NodeJS.ProcessEnv, { production }: { production: boolean }): EsimSupplier | undefined {
  const standIns = production ? esimSupplierStandIns(env) : [];
  if (standIns.length > 0) throw new Error(`NODE_ENV=production refuses the eSIM supplier's stand-in: ${standIns.join('; ')}`);
  switch (readSupplierName(env)) {
    case 'sandbox':
      return undefined;
    case 'airalo':
      return new AiraloSupplier(readAiraloSettings(env));
    case 'esimaccess':
      return new EsimAccessSupplier(readEsimAccessSettings(env));
  }
}
