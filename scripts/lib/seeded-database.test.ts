import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { seedsDefaultCatalogue } from './seeded-database.mjs';

describe('which fresh starts may begin from the kept seeded database', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-copy-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('an empty folder with the default settings would seed the default catalogue', () => {
    expect(seedsDefaultCatalogue(dir, {})).toBe(true);
    expect(seedsDefaultCatalogue(dir, { DATABASE_URL: '' })).toBe(true);
  });

  it('a folder that has a database, PostgreSQL, another seed or other superadmin keeps what it has', async () => {
    for (const name of ['DATABASE_URL', 'SEED_DATA_DIR', 'SUPERADMIN_USERNAME', 'SUPERADMIN_PASSWORD'])
      expect(seedsDefaultCatalogue(dir, { [name]: 'x' }), name).toBe(false);
    await writeFile(path.join(dir, 'shop.sqlite'), '');
    expect(seedsDefaultCatalogue(dir, {})).toBe(false);
  });
});
