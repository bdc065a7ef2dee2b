import { Logger, type Injector } from '@vendure/core';
import type { EmailDetails, EmailSender, EmailTransportOptions } from '@vendure/email-plugin';

import { ClaimStore } from '../plugins/claim-store/claim-store.service';
import { emailIdentity } from './email-identity';

/** As long as the job queue may run one email's job again. */
const REMEMBERED_MS = 24 * 60 * 60 * 1000;

const sentKey = (email: EmailDetails): string => `email.sent:${emailIdentity(email)}`;

/**
 * The job queue runs a job at least once: a mailer job that had sent its email when Redis went
 * away (or its worker died) cannot record that it finished, and BullMQ runs it again as stalled.
 * This sender sends an email only if the same email was not sent in the last day, and remembers it
 * in the claim store once sent: a repeated job sends nothing. A process that dies between sending
 * and remembering hands the same email to the transport again, in a window of milliseconds instead
 * of the whole job: the sandbox mailbox keeps one copy of it (MailboxEmailSender).
 */
export class OnceOnlyEmailSender implements EmailSender {
  private claims: ClaimStore | undefined;

  constructor(private readonly inner: EmailSender) {}

  async init(injector: Injector): Promise<void> {
    this.claims = injector.get(ClaimStore);
    await this.inner.init?.(injector);
  }

  async destroy(): Promise<void> {
    await this.inner.destroy?.();
  }

  async send(email: EmailDetails, options: EmailTransportOptions): Promise<void> {
    const key = sentKey(email);
    if (await this.claims?.read(key)) {
      Logger.info(`Not sending "${email.subject}" again: the same email was sent already`, 'Email');
      return;
    }
    await this.inner.send(email, options);
    await this.claims?.claim(key, REMEMBERED_MS);
  }
}
