import { fileURLToPath } from 'node:url';

/** Import names of our own folders, shared by every Vite-based tool (storefront, Storybook, Vitest). */
const folder = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

export const shopAliases = [
  { find: /^@shop\/api$/, replacement: `${folder('api')}/index.ts` },
  { find: /^@shop\/api\/(.*)$/, replacement: `${folder('api')}/$1` },
  { find: /^@shop\/design-system$/, replacement: `${folder('design-system')}/index.ts` },
  { find: /^@shop\/design-system\/(.*)$/, replacement: `${folder('design-system')}/$1` },
  { find: /^@shop\/machines\/(.*)$/, replacement: `${folder('machines')}/$1` },
];
