import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONTRACT_COMMAND, contractFiles } from '../src/contract/contract-files';

const repoRoot = path.resolve(__dirname, '../..');

// `npm run contract` is this test run with `--update`: it writes the files this test compares.
describe('the GraphQL contract', () => {
  it('is checked in as the shop config builds it (Shop and Admin schemas, argument types, the client types)', async () => {
    for (const [file, content] of Object.entries(await contractFiles())) {
      await expect(content, `${file} is stale: run \`${CONTRACT_COMMAND}\``).toMatchFileSnapshot(path.join(repoRoot, file));
    }
  }, 60_000);
});
