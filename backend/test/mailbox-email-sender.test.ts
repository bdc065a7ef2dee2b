import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { emailIdentity } from '../src/email/email-identity';
import { MailboxEmailSender } from '../src/email/mailbox-email-sender';

let mailboxDir: string;

beforeEach(async () => {
  mailboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'mailbox-test-')), 'mailbox');
});

afterEach(async () => {
  await rm(path.dirname(mailboxDir), { recursive: true, force: true });
});

const emlFiles = async () => (await readdir(mailboxDir)).filter((name) => name.endsWith('.eml'));

const mail = (body: string) => ({
  from: 'shop@example.com',
  recipient: 'traveller@example.com',
  subject: 'Your eSIM',
  body,
  attachments: [],
});

describe('MailboxEmailSender', () => {
  it('writes each mail as one complete .eml file in the mailbox folder', async () => {
    const sender = new MailboxEmailSender(mailboxDir);
    await sender.init();
    await sender.send({
      from: '"eSIM Shop" <noreply@esim-shop.localhost>',
      recipient: 'traveller@example.com',
      subject: 'Votre eSIM est prête',
      body: '<p>Bonjour</p>',
      attachments: [],
    });

    const files = await emlFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/traveller@example\.com_[0-9a-f]{12}\.eml$/);
    const eml = await readFile(path.join(mailboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: traveller@example\.com$/m);
    expect(eml).toMatch(/^From: "?eSIM Shop"? <noreply@esim-shop\.localhost>$/m);
    // non-ASCII subjects are MIME-encoded, as mail clients expect
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toContain('Content-Type: text/html');
  });

  it('never leaves a half-written file behind', async () => {
    const sender = new MailboxEmailSender(mailboxDir);
    await sender.init();
    await Promise.all(
      ['a@example.com', 'b@example.com', 'c@example.com'].map((recipient) =>
        sender.send({ from: 'shop@example.com', recipient, subject: 'Hi', body: '<p>Hi</p>', attachments: [] }),
      ),
    );
    const files = (await readdir(mailboxDir)).filter((name) => !name.startsWith('.'));
    expect(files).toHaveLength(3);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
  });

  it('keeps an email handed over again once: after it was written, and after an attempt that died before writing it', async () => {
    const sender = new MailboxEmailSender(mailboxDir);
    await sender.init();
    await sender.send(mail('<p>eSIM 1</p>'));
    await sender.send(mail('<p>eSIM 1</p>'));
    expect(await emlFiles()).toHaveLength(1);

    // an attempt noted its file name, then its process was killed
    const second = mail('<p>eSIM 2</p>');
    const notedName = `2026-01-01T00-00-00-000Z_traveller@example.com_${emailIdentity(second).slice(0, 12)}.eml`;
    await writeFile(path.join(mailboxDir, '.delivered', emailIdentity(second)), notedName);
    await sender.send(second);
    await sender.send(second);
    const files = await emlFiles();
    expect(files).toHaveLength(2);
    expect(files).toContain(notedName);
    expect(await readFile(path.join(mailboxDir, notedName), 'utf8')).toContain('eSIM 2');
  });
});
