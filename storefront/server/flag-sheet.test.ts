import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createFlagSheet, drawFlagSheet, FLAG_SHEET_COLUMNS, FLAG_SHEET_TILE } from './flag-sheet.mjs';
import { answeringWith, folderWith, listenLocally, type LocalServer, type RequestHandler } from './local-server.test-support';

interface Layout {
  href: string;
  columns: number;
  rows: number;
  tiles: Map<string, number>;
}
interface FlagSheet {
  layout(): Promise<Layout | undefined>;
  serve: RequestHandler;
}

const tricolour = (left: string, right: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><path fill="#fff" d="M0 0h640v480H0z"/><path fill="${left}" d="M0 0h213.3v480H0z"/><path fill="${right}" d="M426.7 0H640v480H426.7z"/></svg>`;
const FRANCE = tricolour('#000091', '#e1000f');
const ITALY = tricolour('#009246', '#ce2b37');

let folder: string;
const roots = () => [path.join(folder, 'package'), path.join(folder, 'ours')];
/** The sheets drawn, as the number of flags in each. */
const draws: number[] = [];
type Flag = { code: string; svg: Buffer };
const countedDrawing = (flags: Flag[]) => {
  draws.push(flags.length);
  return drawFlagSheet(flags) as Promise<Buffer>;
};

/** A sheet of the flags under `roots`, answering on a local server. */
async function servedSheet(options: { roots?: string[]; drawSheet?: (flags: Flag[]) => Promise<Buffer> } = {}) {
  const sheet = createFlagSheet({
    roots: options.roots ?? roots(),
    urlPrefix: '/flags/',
    drawSheet: options.drawSheet ?? countedDrawing,
  }) as FlagSheet;
  const server: LocalServer = await listenLocally(answeringWith(sheet.serve));
  return { sheet, server, ask: (address: string, init?: RequestInit) => fetch(`${server.origin}${address}`, init) };
}

/** The colour at the middle of a tile's left or right third, from a sheet's bytes. */
async function tileColour(picture: Buffer, tile: number, third: 'left' | 'right'): Promise<number[]> {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const x = (tile % FLAG_SHEET_COLUMNS) * FLAG_SHEET_TILE.width + (third === 'left' ? 8 : FLAG_SHEET_TILE.width - 8);
  const y = Math.floor(tile / FLAG_SHEET_COLUMNS) * FLAG_SHEET_TILE.height + FLAG_SHEET_TILE.height / 2;
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

beforeAll(async () => {
  folder = await folderWith('flag-sheet-', {
    'package/4x3/fr.svg': FRANCE,
    'package/4x3/it.svg': ITALY,
    'package/4x3/broken.svg': '<svg this is not a picture',
    // Not flags of the sheet: another shape's folder, another kind of file, a name no flag code has.
    'package/1x1/de.svg': FRANCE,
    'package/4x3/notes.txt': 'not a flag',
    'package/4x3/Odd Name.svg': FRANCE,
    // Ours: a region, and a flag the package has too (the package's wins, as the files are served).
    'ours/4x3/asia.svg': ITALY,
    'ours/4x3/fr.svg': ITALY,
  });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the sheet of every flag', () => {
  it('lays the flags of every folder out in code order, the first folder’s flag winning, at an address named by a hash', async () => {
    const sheet = createFlagSheet({ roots: roots(), urlPrefix: '/flags/', drawSheet: countedDrawing }) as FlagSheet;
    const layout = await sheet.layout();
    expect(layout).toBeDefined();
    expect([...(layout?.tiles ?? [])]).toEqual([
      ['asia', 0],
      ['broken', 1],
      ['fr', 2],
      ['it', 3],
    ]);
    expect(layout?.href).toMatch(/^\/flags\/sheet-[0-9a-f]{16}\.webp$/);
    expect({ columns: layout?.columns, rows: layout?.rows }).toEqual({ columns: FLAG_SHEET_COLUMNS, rows: 1 });
    // Asked again, the same layout, not read again.
    expect(await sheet.layout()).toBe(layout);
  });

  it('serves the sheet for a year, each flag in its tile, the one it cannot draw left empty', async () => {
    const { sheet, server, ask } = await servedSheet();
    try {
      const layout = await sheet.layout();
      const response = await ask(layout?.href ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const picture = Buffer.from(await response.arrayBuffer());
      const { format, width, height } = await sharp(picture).metadata();
      expect({ format, width, height }).toEqual({
        format: 'webp',
        width: FLAG_SHEET_COLUMNS * FLAG_SHEET_TILE.width,
        height: FLAG_SHEET_TILE.height,
      });
      const [franceLeft, franceRight, italyLeft, asiaLeft, broken] = await Promise.all([
        tileColour(picture, 2, 'left'),
        tileColour(picture, 2, 'right'),
        tileColour(picture, 3, 'left'),
        tileColour(picture, 0, 'left'),
        tileColour(picture, 1, 'left'),
      ]);
      // France's blue and red; Italy's green, for Italy and for Asia (ours, drawn as Italy here).
      expect(franceLeft[2]).toBeGreaterThan(100);
      expect(franceLeft[0]).toBeLessThan(40);
      expect(franceRight[0]).toBeGreaterThan(180);
      for (const green of [italyLeft, asiaLeft]) {
        expect(green[1]).toBeGreaterThan(100);
        expect(green[0]).toBeLessThan(40);
      }
      // The broken flag's tile is transparent.
      expect(broken[3]).toBeLessThan(10);

      const head = await ask(layout?.href ?? '', { method: 'HEAD' });
      expect(Number(head.headers.get('content-length'))).toBe(picture.length);
      expect(await head.text()).toBe('');
    } finally {
      await server.close();
    }
  });

  it('draws the sheet once, when it is laid out, however many ask for it at the same time', async () => {
    draws.length = 0;
    const { sheet, server, ask } = await servedSheet();
    try {
      const layout = await sheet.layout();
      const answers = await Promise.all(Array.from({ length: 4 }, () => ask(layout?.href ?? '').then((answer) => answer.arrayBuffer())));
      expect(draws).toEqual([4]);
      const [first, ...others] = answers.map((answer) => Buffer.from(answer));
      for (const other of others) expect(other.equals(first ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('is laid out when its address is asked before any page named it (a page a browser or cache kept)', async () => {
    draws.length = 0;
    const layout = await (createFlagSheet({ roots: roots(), urlPrefix: '/flags/' }) as FlagSheet).layout();
    const { server, ask } = await servedSheet();
    try {
      const response = await ask(layout?.href ?? '');
      expect(response.status).toBe(200);
      expect(draws).toEqual([4]);
    } finally {
      await server.close();
    }
  });

  it('names another address when a flag changes, so a kept sheet is never the wrong one; the old address passes on', async () => {
    const before = await (createFlagSheet({ roots: roots(), urlPrefix: '/flags/' }) as FlagSheet).layout();
    await writeFile(path.join(folder, 'package/4x3/it.svg'), ITALY.replace('#009246', '#008000'));
    try {
      const { sheet, server, ask } = await servedSheet();
      try {
        const after = await sheet.layout();
        expect(after?.href).not.toBe(before?.href);
        expect((await ask(before?.href ?? '')).headers.get('x-passed-on')).toBe('yes');
      } finally {
        await server.close();
      }
    } finally {
      await writeFile(path.join(folder, 'package/4x3/it.svg'), ITALY);
    }
  });

  it('passes on any other address, method or folder', async () => {
    const { sheet, server, ask } = await servedSheet();
    try {
      const href = (await sheet.layout())?.href ?? '';
      const passedOn: Array<[string, RequestInit]> = [
        ['/flags/sheet-0000000000000000.webp', {}],
        [href.replace('.webp', '.png'), {}],
        [`${href}/more`, {}],
        ['/flags/4x3/fr.svg', {}],
        [href.replace('/flags/', '/elsewhere/'), {}],
        [href, { method: 'POST' }],
      ];
      for (const [address, init] of passedOn) {
        expect((await ask(address, init)).headers.get('x-passed-on'), `${init.method ?? 'GET'} ${address}`).toBe('yes');
      }
    } finally {
      await server.close();
    }
  });

  it('has no layout without flags, and tries a sheet it could not draw again rather than keep the failure', async () => {
    const empty = createFlagSheet({ roots: [path.join(folder, 'nowhere')], urlPrefix: '/flags/' }) as FlagSheet;
    expect(await empty.layout()).toBeUndefined();

    let attempts = 0;
    const { sheet, server, ask } = await servedSheet({
      drawSheet: async (flags) => {
        attempts += 1;
        if (attempts === 1) throw new Error('out of memory');
        return drawFlagSheet(flags) as Promise<Buffer>;
      },
    });
    try {
      const href = (await sheet.layout())?.href ?? '';
      // The drawing the layout started fails and is forgotten: the next request draws it again.
      await expect.poll(() => attempts).toBe(1);
      await new Promise((settled) => setTimeout(settled));
      expect((await ask(href)).status).toBe(200);
      expect((await ask(href)).status).toBe(200);
      expect(attempts).toBe(2);
    } finally {
      await server.close();
    }
  });
});
