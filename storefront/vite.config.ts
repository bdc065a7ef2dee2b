import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { shopAliases } from '../shop-aliases.ts';

// The storefront's own Vite config, kept apart from Storybook's and Vitest's so that
// the React Router plugin never loads there (docs/toolchain.md pitfall 5).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: shopAliases },
  server: { host: '127.0.0.1', fs: { allow: ['..'] } },
  build: { sourcemap: false },
});
