import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAll } from '../../scripts/lib/build.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { startBackend, temporaryDataDir } from '../../scripts/lib/shop.mjs';
import { adminClient } from './support/admin-orders.mjs';

/*
 * Issue 35 point 2: VAT rates are the owner's once the shop runs. vat-rates.json gives a new
 * database its rates; a rate staff change in the dashboard (the Admin API's updateTaxRate, what
 * Settings › Tax rates sends) is what the shop charges after a restart, not the file's again.
 */

let data: { dir: string; remove: () => Promise<void> };
let port: number;

async function started() {
  return startBackend({ dir: data.dir, port, storefrontOrigin: 'http://127.0.0.1:1', log: false });
}

interface TaxRateRow {
  id: string;
  name: string;
  value: number;
}

async function germanRate(backendUrl: string): Promise<TaxRateRow> {
  const admin = await adminClient(backendUrl);
  const { taxRates } = await admin.request<{ taxRates: { items: TaxRateRow[] } }>(
    'query { taxRates(options: { take: 100, filter: { name: { contains: "Germany" } } }) { items { id name value } } }',
  );
  const rate = taxRates.items[0];
  if (!rate) throw new Error('no tax rate for Germany');
  return rate;
}

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend'] }))) throw new Error('The backend did not build');
  data = await temporaryDataDir();
  port = await freePort();
}, 240_000);

afterAll(async () => {
  await data?.remove();
});

describe('a VAT rate changed by staff', () => {
  it('survives a restart: the start seeds missing rates only', async () => {
    let backend = await started();
    try {
      const seeded = await germanRate(backend.url);
      expect(seeded.value).toBe(19);
      const admin = await adminClient(backend.url);
      await admin.request('mutation ($input: UpdateTaxRateInput!) { updateTaxRate(input: $input) { id value } }', {
        input: { id: seeded.id, value: 7 },
      });
    } finally {
      await backend.stop();
    }
    backend = await started();
    try {
      expect((await germanRate(backend.url)).value).toBe(7);
    } finally {
      await backend.stop();
    }
  }, 240_000);
});
