import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { shopAliases } from '../shop-aliases.ts';

/**
 * Our own modules (design system, api, machines, the app) do nothing when imported but define
 * things, so the browser build may drop any of them whose exports a chunk does not use: a page
 * that imports `Button` from the design system's barrel gets the button, not all 72 components
 * (docs/architecture.md "What a first load may hold"). Stylesheets are kept whatever imports them.
 */
const clientTreeshake = {
  moduleSideEffects: [
    { test: /\.css$/, sideEffects: true },
    { test: /\/(design-system|api|machines|storefront\/app)\/.*\.tsx?$/, sideEffects: false, external: false },
  ],
};

// The storefront's own Vite config, kept apart from Storybook's and Vitest's so that
// the React Router plugin never loads there (docs/toolchain.md pitfall 5).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: shopAliases },
  server: { host: '127.0.0.1', fs: { allow: ['..'] } },
  build: { sourcemap: false, ...(isSsrBuild ? {} : { rolldownOptions: { treeshake: clientTreeshake } }) },
}));
