import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const backendIcons = path.join(repo, 'backend/seed/region-icons');
const storefrontIcons = path.join(repo, 'storefront/public/flags/4x3');

// The regions flag-icons has no flag for: the backend uploads them as cover images, the storefront
// serves the same files beside the flag-icons ones so `Flag` finds every destination code.
describe('region icons', () => {
  it('are served by the storefront exactly as the backend seeds them', () => {
    const names = readdirSync(backendIcons).filter((name) => name.endsWith('.svg'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(readFileSync(path.join(storefrontIcons, name), 'utf8'), name).toBe(readFileSync(path.join(backendIcons, name), 'utf8'));
    }
  });
});
