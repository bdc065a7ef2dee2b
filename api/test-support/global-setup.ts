import type { TestProject } from 'vitest/node';

import { buildAll } from '../../scripts/lib/build.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { startBackend, temporaryDataDir } from '../../scripts/lib/shop.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    shopApiUrl: string;
  }
}

/** The integration tests talk to a real Vendure: the one `npm test` started, or one of their own. */
export default async function setup(project: TestProject) {
  const given = process.env['SHOP_API_URL'];
  if (given) {
    project.provide('shopApiUrl', given);
    return undefined;
  }
  if (!(await buildAll({ only: ['backend'] }))) throw new Error('The backend did not build');
  const data = await temporaryDataDir();
  const backend = await startBackend({ dir: data.dir, port: await freePort(), storefrontOrigin: 'http://127.0.0.1:1', log: false });
  project.provide('shopApiUrl', `${backend.url}/shop-api`);
  return async () => {
    await backend.stop();
    await data.remove();
  };
}
