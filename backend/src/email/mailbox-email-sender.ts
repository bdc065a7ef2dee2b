import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { EmailDetails, EmailSender } from '@vendure/email-plugin';
import MailComposer from 'nodemailer/lib/mail-composer';

import { emailIdentity } from './email-identity';

/** Where the mailbox notes, per email identity, the file the email was delivered as. */
const DELIVERED_DIR = '.delivered';

function fileSafe(text: string): string {
  return text.replace(/[^a-zA-Z0-9@._-]+/g, '_').slice(0, 60);
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    throw error;
  }
}

/**
 * Writes every outgoing email as an RFC 822 `.eml` file (openable in any mail client, easy to
 * parse in tests), named `<time>_<recipient>_<identity>.eml`. Replaces the EmailPlugin's built-in
 * `file` transport, whose raw mode crashes the process in 3.7.3.
 *
 * The same email handed over again (a mailer job run again after its process died between sending
 * and OnceOnlyEmailSender's note) is kept once, as a mail provider that deduplicates by message
 * keeps it: each email's file name is noted under `.delivered/<identity>` before it is written.
 */
export class MailboxEmailSender implements EmailSender {
  constructor(private readonly mailboxDir: string) {}

  async init(): Promise<void> {
    await mkdir(path.join(this.mailboxDir, DELIVERED_DIR), { recursive: true });
  }

  async send(email: EmailDetails): Promise<void> {
    const name = await this.fileNameFor(email);
    if (name === undefined) return;
    const mime = new MailComposer({
      from: email.from,
      to: email.recipient,
      cc: email.cc,
      bcc: email.bcc,
      replyTo: email.replyTo,
      subject: email.subject,
      html: email.body,
      attachments: email.attachments,
    }).compile();
    // a local mailbox is for inspection: keep Bcc visible
    mime.keepBcc = true;
    const message = await mime.build();

    const finalPath = path.join(this.mailboxDir, name);
    // Write then rename, so a reader polling the folder never sees a half-written mail.
    const partialPath = `${finalPath}.partial`;
    await writeFile(partialPath, message);
    await rename(partialPath, finalPath);
  }

  /**
   * The file this email is delivered as: a new name the first time, the name an earlier attempt
   * noted when it died before writing the file, or undefined when the file is there already.
   */
  private async fileNameFor(email: EmailDetails): Promise<string | undefined> {
    const identity = emailIdentity(email);
    const note = path.join(this.mailboxDir, DELIVERED_DIR, identity);
    const fresh = `${new Date().toISOString().replace(/[:.]/g, '-')}_${fileSafe(email.recipient)}_${identity.slice(0, 12)}.eml`;
    try {
      await writeFile(note, fresh, { flag: 'wx' });
      return fresh;
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const noted = (await readFile(note, 'utf8')).trim();
    if (noted === '') {
      // the attempt died between creating the note and writing the name in it
      await writeFile(note, fresh);
      return fresh;
    }
    return (await exists(path.join(this.mailboxDir, noted))) ? undefined : noted;
  }
}
