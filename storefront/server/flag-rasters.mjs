import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { namesMediaType } from './negotiation.mjs';
import { fileUnder, setFileHeaders } from './static-files.mjs';

/**
 * Flags as WebP pictures for the browsers that take them (issue 36). A browser parses each SVG
 * picture as a document of its own on the page's main thread: the offers page's thirty-odd flags
 * cost Chromium about 220 ms of it on a fast machine (76 SVG parses, measured in a trace), more
 * than the page's style, layout and paint together, and four times that on Lighthouse's phone.
 * A WebP is decoded off the main thread. The address stays the SVG's (the design system and
 * Storybook name flags so, and a client that does not take WebP gets the SVG): the answer is
 * chosen by the request's Accept header, and says it varies with it.
 *
 * Each flag is drawn once, at 144 px wide (the largest flag, 48 CSS px, on a 3× screen), and kept:
 * at most one picture per flag file, a few hundred in all, a few KB each.
 */

/** The width every flag is drawn at, in pixels; its height follows the flag's own proportions. */
export const FLAG_RASTER_WIDTH = 144;

/** Draws an SVG flag as WebP, FLAG_RASTER_WIDTH pixels wide: the handler's drawing unless one is passed in. */
export function drawFlagAsWebp(svg) {
  return sharp(svg).resize({ width: FLAG_RASTER_WIDTH }).webp({ quality: 90 }).toBuffer();
}

/**
 * Answers a request for `<urlPrefix>…/<code>.svg` whose Accept takes WebP with the flag drawn as
 * WebP, looking for the SVG in `roots` in order; answers false (the SVG's own handler goes on)
 * for anything else, a file it cannot find or a picture it cannot draw. `drawFlag` turns an SVG's
 * bytes into the WebP's (a test counts its calls).
 */
export function createFlagRasterHandler({ roots, urlPrefix, drawFlag = drawFlagAsWebp }) {
  const resolvedRoots = roots.map((root) => path.resolve(root));
  /** Each flag file's WebP, drawn once: a draw that fails is forgotten, so the next request tries again. */
  const drawn = new Map();
  const drawnFlag = (filePath) => {
    let picture = drawn.get(filePath);
    if (!picture) {
      picture = readFile(filePath)
        .then(drawFlag)
        .catch((error) => {
          drawn.delete(filePath);
          throw error;
        });
      drawn.set(filePath, picture);
    }
    return picture;
  };
  return async function serveFlagRaster(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = new URL(req.url, 'http://local').pathname;
    if (!pathname.startsWith(urlPrefix) || !/^[\w/-]+\.svg$/.test(pathname) || !namesMediaType(req.headers.accept, 'image/webp'))
      return false;
    for (const root of resolvedRoots) {
      const filePath = fileUnder(root, urlPrefix, pathname);
      if (!filePath) return false;
      const info = await stat(filePath).catch(() => undefined);
      if (!info?.isFile()) continue;
      let picture;
      try {
        picture = await drawnFlag(filePath);
      } catch {
        return false;
      }
      setFileHeaders(res, { contentType: 'image/webp', variesWithAccept: true });
      res.setHeader('Content-Length', picture.length);
      res.end(req.method === 'HEAD' ? undefined : picture);
      return true;
    }
    return false;
  };
}
