import { createHash } from 'node:crypto';

import type { EmailDetails } from '@vendure/email-plugin';

/**
 * What makes two emails the same email: sender, recipients, subject and body (each one carries
 * its own order, codes or link). A mailer job run again after a crash renders the same identity,
 * so the senders use it to send each email once (OnceOnlyEmailSender, MailboxEmailSender).
 */
export function emailIdentity(email: EmailDetails): string {
  return createHash('sha256')
    .update(JSON.stringify([email.from, email.recipient, email.cc ?? '', email.bcc ?? '', email.subject, email.body]))
    .digest('hex');
}
