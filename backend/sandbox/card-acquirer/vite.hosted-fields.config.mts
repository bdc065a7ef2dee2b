import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

/*
 * The hosted card fields' browser script (hosted-fields/field-script.ts with the card rules and
 * card-validator) as one file the sandbox serves at /v1/hosted-fields/field.js:
 *   npx vite build --config backend/sandbox/card-acquirer/vite.hosted-fields.config.mts
 * (scripts/lib/build.mjs runs it after the sandbox's tsc).
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: path.join(here, '../../dist/sandbox/card-acquirer/hosted-fields'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    lib: {
      entry: path.join(here, 'hosted-fields/field-script.ts'),
      formats: ['iife'],
      name: 'hostedCardField',
      fileName: () => 'field.js',
    },
  },
});
