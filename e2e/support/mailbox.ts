import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import jsQR from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';

/*
 * Reading the shop's sandbox outbox (MAILBOX_DIR: one `.eml` file per email) and the QR codes in
 * it, with real parsers: mailparser for the MIME message, pngjs + jsQR for the picture. Shared by
 * the backend's eSIM delivery integration test and the Playwright purchase journeys.
 */

/** The text of an eSIM's QR code: `LPA:1$<SM-DP+ address>$<matching id>`. */
export const LPA = /^LPA:1\$([^$]+)\$([^$]+)$/;

/**
 * Waits for the first mail to `recipient` in `mailboxDir` until `deadline` (a `performance.now()`
 * time). The sender writes `<time>_<recipient>_<id>.eml` atomically (write, then rename), so a
 * file that is listed is complete. `arrivedAt` is when it was seen (`performance.now()`).
 */
export async function waitForMail(
  mailboxDir: string,
  recipient: string,
  deadline: number,
): Promise<{ mail: ParsedMail; arrivedAt: number; file: string }> {
  for (;;) {
    const file = (await readdir(mailboxDir).catch(() => [])).find((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml'));
    if (file) {
      const arrivedAt = performance.now();
      // keepCidLinks: the HTML as sent, with its cid: references (not rewritten to data URLs)
      const mail = await simpleParser(await readFile(path.join(mailboxDir, file)), { keepCidLinks: true });
      return { mail, arrivedAt, file };
    }
    if (performance.now() > deadline) throw new Error(`No mail for ${recipient} in ${mailboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The text of the QR code in a PNG, or undefined when none is found. */
export function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The PNG bytes of a `data:image/png;base64,…` URL. */
export function pngOfDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
