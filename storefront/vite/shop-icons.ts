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

/**
 * Emits the shop's icons (app/lib/seo/shop-icons.ts) into the client build, drawn from `svgFile`,
 * and answers them in development.
 */
export function shopIcons({ svgFile }: { svgFile: URL }): Plugin {
  const drawAll = async () => {
    const svg = await readFile(svgFile);
    return new Map<string, Buffer>(await Promise.all(SHOP_ICONS.map(async (icon) => [icon.href, await drawShopIcon(svg, icon)] as const)));
  };
  let drawnForDevelopment: ReturnType<typeof drawAll> | undefined;
  return {
    name: 'shop:icons',
    async generateBundle() {
      for (const [href, source] of await drawAll()) this.emitFile({ type: 'asset', fileName: href.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const href = req.url?.split('?')[0];
        if (!SHOP_ICONS.some((icon) => icon.href === href)) return next();
        drawnForDevelopment ??= drawAll();
        drawnForDevelopment.then((icons) => {
          res.setHeader('content-type', 'image/png');
          res.end(icons.get(href ?? ''));
        }, next);
      });
    },
  };
}
