import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createFlagRasterHandler, drawFlagAsWebp, FLAG_RASTER_WIDTH } from './flag-rasters.mjs';
import { answeringWith, folderWith, listenLocally, type LocalServer, type RequestHandler } from './local-server.test-support';

/** What Chromium sends when it asks for a picture. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const FLAG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><path fill="#fff" d="M0 0h640v480H0z"/><path fill="#000091" d="M0 0h213.3v480H0z"/><path fill="#e1000f" d="M426.7 0H640v480H426.7z"/></svg>';

let folder: string;
let origin: string;
let server: LocalServer;
/** The SVG files drawn, by name, one entry per draw. */
const draws: string[] = [];

beforeAll(async () => {
  folder = await folderWith('flag-rasters-', {
    'package/4x3/fr.svg': FLAG,
    'ours/4x3/asia.svg': FLAG,
    'package/4x3/broken.svg': '<svg this is not a picture',
    'secret.svg': FLAG,
  });
  const serve = createFlagRasterHandler({
    roots: [path.join(folder, 'package'), path.join(folder, 'ours')],
    urlPrefix: '/flags/',
    // The handler's own drawing, counted: the pictures checked below are the ones the shop serves.
    drawFlag: (svg: Buffer) => {
      draws.push(svg.toString().includes('not a picture') ? 'broken' : 'flag');
      return drawFlagAsWebp(svg) as Promise<Buffer>;
    },
  }) as RequestHandler;
  server = await listenLocally(answeringWith(serve));
  origin = server.origin;
});

afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the flags drawn as WebP', () => {
  it('answers a browser asking for a flag with the flag drawn as WebP, 144 px wide, and says it varies with Accept', async () => {
    const response = await fetch(`${origin}/flags/4x3/fr.svg`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const picture = Buffer.from(await response.arrayBuffer());
    const { format, width, height } = await sharp(picture).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: FLAG_RASTER_WIDTH, height: 108 });
    // The French flag's three bands, drawn.
    const { data } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((54 * FLAG_RASTER_WIDTH + x) * 3, (54 * FLAG_RASTER_WIDTH + x) * 3 + 3)];
    expect(pixel(20)[2]).toBeGreaterThan(120);
    expect(pixel(72)).toEqual([255, 255, 255]);
    expect(pixel(124)[0]).toBeGreaterThan(200);
  });

  it('finds a flag in the next folder, and answers HEAD with the length alone', async () => {
    const response = await fetch(`${origin}/flags/4x3/asia.svg`, { method: 'HEAD', headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });

  it('passes on a client that does not take WebP, a flag it cannot find or draw, and a path outside its folders', async () => {
    const passedOn = [
      ['/flags/4x3/fr.svg', undefined],
      ['/flags/4x3/fr.svg', 'image/svg+xml,*/*'],
      ['/flags/4x3/fr.svg', 'image/webp;q=0, image/svg+xml'],
      ['/flags/4x3/xx.svg', BROWSER_ACCEPT],
      ['/flags/4x3/broken.svg', BROWSER_ACCEPT],
      ['/flags/4x3/fr.png', BROWSER_ACCEPT],
      ['/flags/../secret.svg', BROWSER_ACCEPT],
      ['/flags/%2e%2e/secret.svg', BROWSER_ACCEPT],
      ['/flag/4x3/fr.svg', BROWSER_ACCEPT],
    ] as const;
    for (const [flagPath, accept] of passedOn) {
      const response = await fetch(`${origin}${flagPath}`, { headers: accept ? { accept } : {} });
      expect(response.headers.get('x-passed-on'), `${flagPath} ${accept}`).toBe('yes');
    }
    const posted = await fetch(`${origin}/flags/4x3/fr.svg`, { method: 'POST', headers: { accept: BROWSER_ACCEPT } });
    expect(posted.headers.get('x-passed-on')).toBe('yes');
  });

  it('draws a flag once, however many ask at the same time, and answers the same bytes after', async () => {
    await writeFile(path.join(folder, 'package/4x3/de.svg'), FLAG.replaceAll('#000091', '#000000'));
    draws.length = 0;
    const askForGermany = async () =>
      Buffer.from(await (await fetch(`${origin}/flags/4x3/de.svg`, { headers: { accept: BROWSER_ACCEPT } })).arrayBuffer());
    const [first, second] = await Promise.all([askForGermany(), askForGermany()]);
    const third = await askForGermany();
    expect(draws).toEqual(['flag']);
    expect(first?.equals(second ?? Buffer.alloc(0))).toBe(true);
    expect(first?.equals(third)).toBe(true);
  });

  it('tries again to draw a flag it could not draw, rather than keeping the failure', async () => {
    draws.length = 0;
    for (let asked = 0; asked < 2; asked += 1) {
      const response = await fetch(`${origin}/flags/4x3/broken.svg`, { headers: { accept: BROWSER_ACCEPT } });
      expect(response.headers.get('x-passed-on')).toBe('yes');
    }
    expect(draws).toEqual(['broken', 'broken']);
  });
});
