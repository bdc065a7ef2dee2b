import { existsSync } from 'node:fs';
import path from 'node:path';

/** flag-icons' 4:3 SVGs, the same files the storefront serves under /flags/4x3/. */
const FLAG_ICONS_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

/** Our own icons for regions that have no flag (`north-america`), next to the seed files. */
function regionIconsDir(seedDataDir: string): string {
  return path.join(seedDataDir, 'region-icons');
}

/** The SVG shown for a destination: our region icon if there is one, else the flag-icons flag. */
export function flagSvgPath(flagCode: string, seedDataDir: string): string {
  const regionIcon = path.join(regionIconsDir(seedDataDir), `${flagCode}.svg`);
  if (existsSync(regionIcon)) return regionIcon;
  const flag = path.join(FLAG_ICONS_DIR, `${flagCode}.svg`);
  if (existsSync(flag)) return flag;
  throw new Error(`No flag or region icon for "${flagCode}" (looked in ${regionIconsDir(seedDataDir)} and flag-icons)`);
}
