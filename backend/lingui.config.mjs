// The dashboard extensions' message catalogs: one per plugin with a `dashboard/` folder, written to
// its `dashboard/i18n/<locale>.po` by `npm run dashboard:i18n` (Lingui's extract, as Vendure's
// dashboard documents), in the shop's 8 languages under Vendure's names (`zh_Hant` for `tw`). The
// dashboard's Vite build merges them into its own catalogs; backend/test/dashboard-catalogs.test.ts
// checks every text of the code is in every catalog, translated.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const plugins = path.join(import.meta.dirname, 'src/plugins');
const withDashboard = readdirSync(plugins, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(plugins, entry.name)).includes('dashboard'))
  .map((entry) => entry.name);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'zh_Hant'],
  // Line numbers in the references would change with every unrelated edit (Vendure's choice too).
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: withDashboard.map((plugin) => ({
    path: `<rootDir>/src/plugins/${plugin}/dashboard/i18n/{locale}`,
    include: [`<rootDir>/src/plugins/${plugin}/dashboard`],
    exclude: ['**/i18n/**'],
  })),
});
