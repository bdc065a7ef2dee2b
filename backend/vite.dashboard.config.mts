// Builds the Vendure React dashboard into backend/dist/dashboard, served by the DashboardPlugin
// at /dashboard. Run from the repo root: node node_modules/vite/bin/vite.js build --config backend/vite.dashboard.config.mts
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { defineConfig, type Plugin } from 'vite';

const backendDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Vendure 3.7.3 hands the plugins' catalogs (src/plugins/*\/dashboard/i18n/*.po) to the dashboard
 * as plain ICU strings in `virtual:plugin-translations`, one line of JSON per locale, and Lingui
 * does not interpolate those in a production build: "{rating} out of 5" showed as written. This
 * compiles each message as Lingui's own catalogs are (a malformed one fails the build). Fixed
 * upstream by vendurehq/vendure#5131; a message already compiled is left as it is.
 */
function compiledPluginTranslations(): Plugin {
  return {
    name: 'shop:compiled-plugin-translations',
    enforce: 'post',
    transform(code, id) {
      if (!id.endsWith('virtual:plugin-translations')) return null;
      return code.replace(/^(\s*[A-Za-z_]+: )(\{.*\})(,?)$/gm, (_line, key: string, json: string, comma: string) => {
        const messages = JSON.parse(json) as Record<string, unknown>;
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([messageId, message]) => [
            messageId,
            typeof message === 'string' ? compileMessageOrThrow(message) : message,
          ]),
        );
        return `${key}${JSON.stringify(compiled)}${comma}`;
      });
    },
  };
}

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
    compiledPluginTranslations(),
  ],
});
