import { readFile } from 'node:fs/promises';

import sharp from 'sharp';
import type { Plugin } from 'vite';

import { SHOP_ICONS } from '../app/lib/seo/shop-icons.ts';

type ShopIcon = (typeof SHOP_ICONS)[number];

/** The blue of the mark's square (`public/favicon.svg`). */
const MARK_BLUE = '#0b5cad';

/** The drawing's own width, in px: its `viewBox` is 32 wide. */
const DRAWING_SIZE = 32;

/**
 * Draws `icon` from the SVG's bytes at the size its link names. iOS rounds a home-screen icon's
 * corners itself and shows transparent ones black, so that square is filled with the mark's blue.
 */
export function drawShopIcon(svg: Buffer, icon: ShopIcon): Promise<Buffer> {
  const size = Number(icon.sizes.split('x')[0]);
  // Drawn at the icon's size rather than scaled from 32 px, so the edges stay sharp.
  const drawing = sharp(svg, { density: (72 * size) / DRAWING_SIZE }).resize(size, size);
  const filled = icon.rel === 'apple-touch-icon' ? drawing.flatten({ background: MARK_BLUE }) : drawing;
  return filled.png({ compressionLevel: 9 }).toBuffer();
}

/** Emits the shop's icons (app/lib/seo/shop-icons.ts) into the client build, drawn from `svgFile`. */
export function shopIcons({ svgFile }: { svgFile: URL }): Plugin {
  return {
    name: 'shop:icons',
    async generateBundle() {
      const svg = await readFile(svgFile);
      for (const icon of SHOP_ICONS) this.emitFile({ type: 'asset', fileName: icon.href.slice(1), source: await drawShopIcon(svg, icon) });
    },
  };
}
