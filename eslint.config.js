// The house lint rules, run by `npm run lint` (with knip and `prettier --check`). Layout is
// Prettier's job: eslint-config-prettier comes last and switches off every rule that only judges it.
//
// Type-aware rules (they ask the TypeScript compiler) cover the backend only: there a floating or
// misused promise crashes the server or loses a payment step, and typing it costs ~30 s of CPU.
// Typing the front end as well (XState's and Storybook's types are heavy) costs ~200 s of CPU per run
// on this 2-core machine against ~65 s without; `npm run lint:types` (LINT_TYPES=all) runs that wider
// set on demand.
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TYPE_CHECKED_FILES = process.env['LINT_TYPES'] === 'all' ? ['**/*.{ts,tsx,mts,cts}'] : ['backend/**/*.{ts,tsx,mts,cts}'];

/**
 * TypeScript that no tsconfig compiles: the Vendure dashboard extensions (the dashboard's own Vite
 * plugin builds them) and the Vite configs that Vite loads itself. They get the rules without types.
 */
const UNCOMPILED_TS_FILES = [
  'backend/src/plugins/*/dashboard/**/*.tsx',
  'backend/vite.dashboard.config.mts',
  'backend/sandbox/card-acquirer/vite.hosted-fields.config.mts',
];

/** Code that runs in the browser. */
const BROWSER_FILES = [
  'storefront/app/**',
  'design-system/**',
  '.storybook/**',
  'backend/src/plugins/*/dashboard/**',
  'backend/sandbox/card-acquirer/hosted-fields/**',
];

/** React code: components, hooks and stories. */
const REACT_FILES = ['**/*.tsx', 'storefront/app/**/*.ts', 'design-system/**/*.ts'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'backend/data/',
    'backend/dist/',
    'storefront/build/',
    'storefront/.react-router/',
    'storybook-static/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    '.tmp/',
    // Written by backend/src/tools/generate-migration.ts; a migration that has shipped is never edited.
    'backend/src/migrations/',
    // Written by `npm run contract` from the shop's Vendure config (backend/src/contract/contract-files.ts).
    'backend/src/contract/*-types.d.ts',
    'api/generated/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: TYPE_CHECKED_FILES,
    ignores: UNCOMPILED_TS_FILES,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      // Each file is typed by its nearest tsconfig.json, as in an editor.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },

  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],
    ignores: BROWSER_FILES,
    languageOptions: { globals: globals.node },
  },
  {
    files: BROWSER_FILES,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // A CommonJS file loads its modules with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  {
    files: REACT_FILES,
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },

  {
    // Messages live in the JSON catalogs and are called by id, so formatjs' ICU rules (which read a
    // defaultMessage written in the code) have nothing to check here; the catalogs' ICU syntax and
    // placeholders are checked by storefront/app/i18n/catalogs.test.ts. What this plugin does check:
    // no text a shopper reads is written into the markup.
    files: ['storefront/app/**/*.tsx', 'design-system/**/*.tsx'],
    // Stories are the designers' workbench, not the shop: their sample texts are no shopper's.
    ignores: ['**/*.stories.tsx'],
    plugins: { formatjs },
    rules: {
      // SVG text only draws the payment brands' marks (VISA, PayPal…), the same in every language.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            exclude: [
              ['text', 'children'],
              ['tspan', 'children'],
            ],
          },
        },
      ],
    },
  },

  {
    // The first `cn()` builds tailwind-merge's class map (about 20 ms at once): at a module's top it
    // runs as a route's chunk loads, where the hydration warm-up cannot split it off
    // (storefront/app/lib/react/hydration-warm-up.ts). Constant classes are joined instead.
    files: ['storefront/app/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].map((declaration) => ({
          selector: `${declaration} > VariableDeclarator > CallExpression[callee.name="cn"]`,
          message:
            "A module's constant classes are joined, not merged with cn(): cn() there builds tailwind-merge's map as the route loads.",
        })),
      ],
    },
  },

  {
    // api/zod.ts configures zod before any schema is built (no `new Function` in a browser under
    // the shop's CSP): the api's modules take `z` from there. Types may come from zod itself.
    files: ['api/**/*.ts'],
    ignores: ['api/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from the api's own zod.ts.", allowTypeImports: true }] },
      ],
    },
  },

  {
    files: TYPE_CHECKED_FILES,
    rules: {
      // An async function without await is how a fake or a hook keeps a Promise-returning contract
      // (Apollo's plugin hooks, the gateways' test doubles); misused and floating promises stay errors.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.ts', 'backend/test/**'],
    rules: {
      // Vitest's asymmetric matchers (expect.any, objectContaining) are typed `any`, and tests read
      // parsed JSON answers by path: a wrong path fails the test, which is the check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },

  {
    rules: {
      // `_name` marks a parameter or binding kept for its position or its shape, on purpose unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },

  prettierConfig,
);
