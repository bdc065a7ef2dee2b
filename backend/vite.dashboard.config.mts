// Builds the Vendure React dashboard into backend/dist/dashboard, served by the DashboardPlugin
// at /dashboard. Run from the repo root: node node_modules/vite/bin/vite.js build --config backend/vite.dashboard.config.mts
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { defineConfig } from 'vite';

const backendDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // must match the DashboardPlugin route in src/config.ts
  base: '/dashboard/',
  build: {
    outDir: path.join(backendDir, 'dist/dashboard'),
    emptyOutDir: true,
  },
  plugins: [
    vendureDashboardPlugin({
      // The plugin compiles this file to read the plugins and schema; it needs a module-level
      // `config: VendureConfig`, which src/index.ts does not have.
      vendureConfigPath: pathToFileURL(path.join(backendDir, 'src/vendure-config.ts')),
      // Outside node_modules (which holds "type": "module" packages) and inside our ignored dist/.
      tempCompilationDir: path.join(backendDir, 'dist/.dashboard-config'),
      // the router plugin's scratch folder defaults to ./.tanstack in the working directory
      tanstackRouterPluginOptions: { tmpDir: path.join(backendDir, 'dist/.tanstack-tmp') },
      // Same origin as the Admin API; httpOnly session cookie instead of a token in localStorage.
      api: { host: 'auto', port: 'auto', tokenMethod: 'cookie' },
    }),
  ],
});
