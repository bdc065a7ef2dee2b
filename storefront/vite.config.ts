import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { shopAliases } from '../shop-aliases.ts';
import { firstLoadChunks } from './vite/first-load-chunks.ts';
import { shopIcons } from './vite/shop-icons.ts';

/**
 * Our own modules (design system, api, machines, the app) do nothing when imported but define
 * things, so the browser build may drop any of them whose exports a chunk does not use: a page
 * that imports `Button` from the design system's barrel gets the button, not all 72 components
 * (docs/architecture.md "What a first load holds"). Stylesheets are kept whatever imports them.
 * Reading a global (`window`, `Map`…) is taken as free of side effects too, as Rollup's
 * "smallest" preset does: an unused statement that only reads one is dropped. api/zod.ts is the
 * exception: it only re-exports zod, and is imported for what it does to it.
 */
const clientTreeshake = {
  unknownGlobalSideEffects: false,
  moduleSideEffects: [
    { test: /\.css$/, sideEffects: true },
    // It configures zod for the browser (no `new Function` under the CSP) before any schema is built.
    { test: /\/api\/zod\.ts$/, sideEffects: true },
    { test: /\/(design-system|api|machines|storefront\/app)\/.*\.tsx?$/, sideEffects: false, external: false },
  ],
};

/**
 * What the browser build takes instead of a module, and why:
 * - The browser formats texts the server has parsed (`loadMessages`, `intlMessages`): FormatJS's
 *   parser-less entry, so react-intl ships without the ICU parser.
 * - @xstate/react imports React 18's `useSyncExternalStore` shim; React 19 has the hook itself,
 *   which the package's non-shim entries use.
 */
const clientAliases = [
  { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
  { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
  { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
];

// The storefront's own Vite config, kept apart from Storybook's and Vitest's so that
// the React Router plugin never loads there (docs/toolchain.md pitfall 5).
export default defineConfig(({ isSsrBuild }) => {
  const chunks = firstLoadChunks();
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      ...(isSsrBuild ? [] : [...chunks.plugins, shopIcons({ svgFile: new URL('public/favicon.svg', import.meta.url) })]),
    ],
    resolve: { alias: isSsrBuild ? shopAliases : [...clientAliases, ...shopAliases] },
    server: { host: '127.0.0.1', fs: { allow: ['..'] } },
    build: {
      sourcemap: false,
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              treeshake: clientTreeshake,
              output: { codeSplitting: { groups: chunks.groups } },
            },
          }),
    },
  };
});
