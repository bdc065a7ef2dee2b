import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { setFileHeaders } from './static-files.mjs';

/**
 * Every 4:3 flag in one picture, for the offers page's few hundred rows (issue 36). An image per
 * row cost the browser a loader step per element as the page was parsed, and a background per
 * row a request per visible flag inside the first frame's style recalculation (docs/architecture.md,
 * "Tried and left out"); one picture for all of them costs one request. Measured on the offers
 * page, the same build rewritten in the browser (5 loads each, interleaved): the load's main-thread
 * busy time 595 → 344 ms, its longest task 63–89 → 40–60 ms.
 *
 * The sheet's address names a hash of what it is drawn from (the flags' files, the tile's size and
 * the grid), so it is kept for a year and every storefront of a cluster names the same one. It is
 * drawn once, when the first page that shows it is rendered, and kept in memory (about 85 KB).
 */

/** A tile's size in pixels: twice a row's 24 × 18 CSS px flag, sharp on the screens most phones have. */
export const FLAG_SHEET_TILE = { width: 48, height: 36 };
/** Tiles per line of the sheet. */
export const FLAG_SHEET_COLUMNS = 16;

const FLAG_FILE = /^([a-z0-9-]+)\.svg$/;

/**
 * Every flag file under `<root>/4x3` of `roots`, by code in code order; a code found in two roots
 * is the first root's, as the flag files are served.
 */
async function flagFiles(roots) {
  const files = new Map();
  for (const root of roots) {
    const folder = path.join(root, '4x3');
    const names = await readdir(folder).catch(() => []);
    for (const name of names) {
      const code = FLAG_FILE.exec(name)?.[1];
      if (code && !files.has(code)) files.set(code, path.join(folder, name));
    }
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The flags' bytes, `{ code, svg }` in the order of `files` (code → file). */
const readFlags = (files) => Promise.all([...files].map(async ([code, file]) => ({ code, svg: await readFile(file) })));

/**
 * Draws the sheet of `flags` (each `{ code, svg }`, in tile order) as WebP; a flag that cannot be
 * drawn leaves its tile empty. Each flag is drawn as raw pixels and copied into the sheet's, one
 * flag at a time: sharp's composite of a few hundred layers went over the whole sheet for each
 * (1.9 s of CPU on both cores, measured), this takes about 1.2 s of one core, leaving the other
 * to the pages served meanwhile.
 */
export async function drawFlagSheet(flags) {
  const { width, height } = FLAG_SHEET_TILE;
  const sheetWidth = FLAG_SHEET_COLUMNS * width;
  const sheetHeight = Math.max(1, Math.ceil(flags.length / FLAG_SHEET_COLUMNS)) * height;
  const pixels = Buffer.alloc(sheetWidth * sheetHeight * 4);
  for (const [index, { code, svg }] of flags.entries()) {
    let tile;
    try {
      tile = await sharp(svg).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
    } catch {
      console.warn(`Flag sheet: the flag ${code} could not be drawn; its tile is left empty.`);
      continue;
    }
    const left = (index % FLAG_SHEET_COLUMNS) * width;
    const top = Math.floor(index / FLAG_SHEET_COLUMNS) * height;
    for (let line = 0; line < height; line += 1)
      tile.copy(pixels, ((top + line) * sheetWidth + left) * 4, line * width * 4, (line + 1) * width * 4);
  }
  return sharp(pixels, { raw: { width: sheetWidth, height: sheetHeight, channels: 4 } })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The sheet of the flags under `roots` (each root's `4x3` folder): `layout()` says where each
 * flag's tile is and the sheet's address under `urlPrefix` (undefined when there is no flag to
 * draw or the files cannot be read: the page then shows an image per flag), and `serve` answers
 * the request for that address. `drawSheet` turns the flags (`{ code, svg }`) into the sheet's bytes (a test counts
 * its calls).
 */
export function createFlagSheet({ roots, urlPrefix, drawSheet = drawFlagSheet }) {
  /** The layout, and the drawing it names: each made once; a failure is forgotten, so the next page tries again. */
  let laidOut;
  let drawn;

  const readLayout = async () => {
    const files = await flagFiles(roots.map((root) => path.resolve(root)));
    if (files.size === 0) return undefined;
    const flags = await readFlags(files);
    const hash = createHash('sha256').update(JSON.stringify({ tile: FLAG_SHEET_TILE, columns: FLAG_SHEET_COLUMNS }));
    for (const { code, svg } of flags) hash.update(`\0${code}\0`).update(svg);
    const tiles = new Map(flags.map(({ code }, index) => [code, index]));
    return {
      layout: {
        href: `${urlPrefix}sheet-${hash.digest('hex').slice(0, 16)}.webp`,
        columns: FLAG_SHEET_COLUMNS,
        rows: Math.ceil(files.size / FLAG_SHEET_COLUMNS),
        tiles,
      },
      files,
    };
  };

  // The flags are read again to be drawn: the 2 MB of SVG are not kept beside the 85 KB sheet.
  const sheetPicture = (files) => {
    drawn ??= readFlags(files)
      .then(drawSheet)
      .catch((error) => {
        console.error(`Flag sheet not drawn: ${error instanceof Error ? error.message : String(error)}`);
        drawn = undefined;
        return undefined;
      });
    return drawn;
  };

  const layout = () => {
    laidOut ??= readLayout().then(
      (sheet) => {
        if (!sheet) laidOut = undefined;
        // Drawn now, while the page that names it is rendered: its browser asks for it right after.
        else void sheetPicture(sheet.files);
        return sheet;
      },
      (error) => {
        console.error(`Flag sheet not laid out: ${error instanceof Error ? error.message : String(error)}`);
        laidOut = undefined;
        return undefined;
      },
    );
    return laidOut;
  };

  return {
    layout: async () => (await layout())?.layout,
    async serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const pathname = new URL(req.url, 'http://local').pathname;
      if (!pathname.startsWith(`${urlPrefix}sheet-`)) return false;
      // Laid out here too: a page kept by a browser or a cache can name it before this server rendered one.
      const sheet = await layout();
      if (!sheet || pathname !== sheet.layout.href) return false;
      const picture = await sheetPicture(sheet.files);
      if (!picture) return false;
      setFileHeaders(res, { contentType: 'image/webp', immutable: true });
      res.setHeader('Content-Length', picture.length);
      res.end(req.method === 'HEAD' ? undefined : picture);
      return true;
    },
  };
}
