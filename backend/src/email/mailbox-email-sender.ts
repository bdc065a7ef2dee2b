import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { EmailDetails, EmailSender } from '@vendure/email-plugin';
import MailComposer from 'nodemailer/lib/mail-composer';

function fileSafe(text: string): string {
  return text.replace(/[^a-zA-Z0-9@._-]+/g, '_').slice(0, 60);
}

/**
 * Writes every outgoing email as an RFC 822 `.eml` file (openable in any mail client, easy to
 * parse in tests). Replaces the EmailPlugin's built-in `file` transport, whose raw mode crashes
 * the process in 3.7.3.
 */
export class MailboxEmailSender implements EmailSender {
  constructor(private readonly mailboxDir: string) {}

  async init(): Promise<void> {
    await mkdir(this.mailboxDir, { recursive: true });
  }

  async send(email: EmailDetails): Promise<void> {
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

    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}_${fileSafe(email.recipient)}_${randomUUID().slice(0, 8)}.eml`;
    const finalPath = path.join(this.mailboxDir, name);
    // Write then rename, so a reader polling the folder never sees a half-written mail.
    const partialPath = `${finalPath}.partial`;
    await writeFile(partialPath, message);
    await rename(partialPath, finalPath);
  }
}
