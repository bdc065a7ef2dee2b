// knip finds unused files, exports and dependencies: `npm run lint` runs it. Its plugins read the
// Vitest, Playwright, Storybook and Vite configs at the root; the entries below are what they cannot see.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Each layer's public entry (imported as @shop/api, @shop/design-system, @shop/machines/<machine>).
    'api/index.ts',
    'design-system/index.ts',
    'machines/*/index.ts',
    'machines/*/*/index.ts',
    // The backend: the server and worker entries, the config the dashboard build compiles, and the
    // command-line tools.
    'backend/src/index.ts',
    'backend/src/worker.ts',
    'backend/src/vendure-config.ts',
    'backend/src/tools/*.ts',
    'backend/src/plugins/account/generate-common-passwords.ts',
    // Named by the plugins' `dashboard:` metadata and built by the dashboard's Vite plugin.
    'backend/src/plugins/*/dashboard/index.tsx',
    'backend/vite.dashboard.config.mts',
    // The staff screens' catalogs: read by `npm run dashboard:i18n` (Lingui's CLI) and their test.
    'backend/lingui.config.mjs',
    // The stand-in payment providers, started from their build output by scripts/lib/shop.mjs.
    'backend/sandbox/card-acquirer/server.ts',
    'backend/sandbox/card-acquirer/hosted-fields/*.ts',
    'backend/sandbox/card-acquirer/vite.hosted-fields.config.mts',
    'backend/sandbox/paypal/server.ts',
    'backend/sandbox/airalo/server.ts',
    'backend/sandbox/esimaccess/server.ts',
    'backend/sandbox/stripe/server.ts',
    'backend/sandbox/vies/server.ts',
    // The storefront's Node server, started by scripts/lib/shop.mjs.
    'storefront/server/index.mjs',
    // Loaded by path into a child process: the invoice renderer's worker in a test, the bench's probe.
    'backend/test/support/*.cjs',
    'bench/support/*.cjs',
  ],
  // The journeys' config.
  playwright: { config: ['playwright.config.ts'] },
  // A .d.mts file only types the .mjs file beside it.
  project: ['**/*.{ts,tsx,mts,mjs,cjs,css,mdx}', '!**/*.d.mts'],
  ignore: [
    // Written by backend/src/tools/generate-migration.ts and loaded by TypeORM from a folder glob.
    'backend/src/migrations/**',
    // Written by `npm run contract`: every type of the schemas, of which the code uses some.
    'backend/src/contract/*-types.d.ts',
  ],
  ignoreDependencies: [
    // Font files found with require.resolve(`${name}/package.json`) (invoice-fonts.ts).
    '@expo-google-fonts/noto-sans-jp',
    '@expo-google-fonts/noto-sans-tc',
    'dejavu-fonts-ttf',
    // The dashboard extensions use the copies that come with @vendure/dashboard, whose build bundles
    // them: a second copy at the root would split React Query's and the router's contexts.
    '@lingui/core',
    '@lingui/react',
    '@tanstack/react-query',
    '@tanstack/react-router',
    'lucide-react',
  ],
  // Debian's packages, installed by .ci/run (apt), not npm: the cluster's load balancer.
  ignoreBinaries: ['haproxy'],
  'react-router': { config: ['storefront/react-router.config.ts'] },
  vite: { config: ['storefront/vite.config.ts'] },
};

export default config;
