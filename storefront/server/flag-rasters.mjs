import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

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

const drawn = new Map();

/** The flag's WebP bytes, drawn once per file; rejects when the file is not a picture sharp can read. */
function drawnFlag(filePath) {
  let picture = drawn.get(filePath);
  if (!picture) {
    picture = readFile(filePath)
      .then((svg) => sharp(svg).resize({ width: FLAG_RASTER_WIDTH }).webp({ quality: 90 }).toBuffer())
      .catch((error) => {
        drawn.delete(filePath);
        throw error;
      });
    drawn.set(filePath, picture);
  }
  return picture;
}

/** True when the request's Accept header names WebP with a weight above 0 (every browser asking for a picture does). */
function takesWebp(req) {
  return String(req.headers.accept ?? '')
    .split(',')
    .some((entry) => {
      const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return type === 'image/webp' && (weight === undefined || Number(weight.slice(2)) > 0);
    });
}

/**
 * Answers a request for `<urlPrefix>…/<code>.svg` whose Accept takes WebP with the flag drawn as
 * WebP, looking for the SVG in `roots` in order; answers false (the SVG's own handler goes on)
 * for anything else, a file it cannot find or a picture it cannot draw.
 */
export function createFlagRasterHandler({ roots, urlPrefix }) {
  const resolvedRoots = roots.map((root) => path.resolve(root));
  return async function serveFlagRaster(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = new URL(req.url, 'http://local').pathname;
    if (!pathname.startsWith(urlPrefix) || !/^[\w/-]+\.svg$/.test(pathname) || !takesWebp(req)) return false;
    const relative = `.${pathname.slice(urlPrefix.length - 1)}`;
    for (const root of resolvedRoots) {
      const filePath = path.resolve(root, relative);
      if (!filePath.startsWith(root + path.sep)) return false;
      const info = await stat(filePath).catch(() => undefined);
      if (!info?.isFile()) continue;
      let picture;
      try {
        picture = await drawnFlag(filePath);
      } catch {
        return false;
      }
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Vary', 'Accept, Accept-Encoding');
      res.setHeader('Content-Length', picture.length);
      res.end(req.method === 'HEAD' ? undefined : picture);
      return true;
    }
    return false;
  };
}
