import { readFile } from 'node:fs/promises';

import sharp from 'sharp';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { SHOP_ICONS } from '../app/lib/seo/shop-icons';
import { drawShopIcon, shopIcons } from './shop-icons';

const svgFile = new URL('../public/favicon.svg', import.meta.url);

/** The icon's pixels as RGBA, and its size. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { width: info.width, height: info.height, format: (await sharp(png).metadata()).format, at };
}

const iconOf = (rel: string) => SHOP_ICONS.find((icon) => icon.rel === rel)!;

describe('the shop’s icons, drawn from favicon.svg', () => {
  it('draws the tab’s icon at its size, the mark’s blue square on a transparent ground with the white card inside', async () => {
    const icon = await pixelsOf(await drawShopIcon(await readFile(svgFile), iconOf('icon')));
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 32, 32]);
    // The square's rounded corner leaves the picture's corner clear.
    expect(icon.at(0, 0)[3]).toBe(0);
    // The square's edge (x 2 of 32) is the mark's blue, #0b5cad.
    expect(icon.at(2, 16)).toEqual([0x0b, 0x5c, 0xad, 255]);
    // The card (x 9–23) is white; its chip (x 11–21, y 14–23) is blue again.
    expect(icon.at(9, 10)).toEqual([255, 255, 255, 255]);
    expect(icon.at(16, 18)).toEqual([0x0b, 0x5c, 0xad, 255]);
  });

  it('fills the home-screen icon’s corners with the mark’s blue, as iOS would show transparent ones black', async () => {
    const icon = await pixelsOf(await drawShopIcon(await readFile(svgFile), iconOf('apple-touch-icon')));
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 180, 180]);
    expect(icon.at(0, 0)).toEqual([0x0b, 0x5c, 0xad, 255]);
    expect(icon.at(179, 179)).toEqual([0x0b, 0x5c, 0xad, 255]);
    // The card, drawn at this size rather than scaled up from 32 px.
    expect(icon.at(60, 60)).toEqual([255, 255, 255, 255]);
  });

  it('emits every icon the document links into the client build, at the address the link names', async () => {
    const emitted: Array<{ fileName?: string; source?: unknown }> = [];
    const plugin = shopIcons({ svgFile });
    const context = {
      emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file),
    } as unknown as Rolldown.PluginContext;
    const generateBundle = plugin.generateBundle as (this: Rolldown.PluginContext) => Promise<void>;
    await generateBundle.call(context);
    expect(emitted.map((file) => `/${file.fileName}`)).toEqual(SHOP_ICONS.map((icon) => icon.href));
    const svg = await readFile(svgFile);
    for (const [index, icon] of SHOP_ICONS.entries()) expect(emitted[index]!.source).toEqual(await drawShopIcon(svg, icon));
  });
});
