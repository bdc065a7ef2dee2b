import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where the seeded contact configuration sends staff mail (contact messages, reviews to moderate). */
const SHOP_INBOX = 'support@esim-shop.localhost';

/** The shop inbox's mail whose text holds `token` (each journey writes its own). */
export async function shopInboxMail(token: string): Promise<ParsedMail> {
  const mailbox = process.env['SHOP_MAILBOX_DIR'] ?? '';
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        // A message being written is `.eml.partial` until it is renamed whole.
        for (const name of (await readdir(mailbox).catch(() => [] as string[])).filter(
          (file) => file.includes(`_${SHOP_INBOX}_`) && file.endsWith('.eml'),
        )) {
          const raw = await readFile(path.join(mailbox, name), 'utf8');
          if (raw.replace(/=\r?\n/g, '').includes(token)) {
            found = await simpleParser(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}
