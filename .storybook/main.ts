import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type PluginOption } from 'vite';

import { shopAliases } from '../shop-aliases.js';

/**
 * Drops the React Router framework plugin if it ever reaches this config
 * (e.g. someone adds a root vite.config that Storybook would pick up): it
 * takes over the dev server and breaks Storybook (docs/toolchain.md pitfall 5).
 */
function withoutReactRouterPlugin(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat().filter((plugin) => {
    const name = plugin !== null && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
    return !name.startsWith('react-router');
  });
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The storefront folder may hold no stories yet; an unmatched glob only logs a warning.
  // The .mdx files are the designers' pages: the introduction and the foundations.
  stories: ['../design-system/**/*.mdx', '../design-system/**/*.stories.@(ts|tsx)', '../storefront/app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // The storefront serves flag-icons' SVGs at /flags; Storybook (and the story tests) must too.
  staticDirs: [{ from: '../node_modules/flag-icons/flags', to: '/flags' }],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const merged = mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Storefront stories import `@shop/design-system` and `@shop/api` like the app does.
      resolve: { alias: shopAliases },
      // Pre-bundled up front: discovering them mid-run makes Vite reload the story tests.
      optimizeDeps: {
        include: [
          '@radix-ui/react-accordion',
          '@radix-ui/react-dialog',
          '@radix-ui/react-tabs',
          'class-variance-authority',
          'intl-messageformat',
          'clsx',
          'react-intl',
          'tailwind-merge',
        ],
      },
    });
    return { ...merged, plugins: withoutReactRouterPlugin(merged.plugins) };
  },
};

export default config;
