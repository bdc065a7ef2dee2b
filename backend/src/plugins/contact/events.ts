import { VendureEvent, type RequestContext } from '@vendure/core';

import type { ContactMessage } from './contact-message.entity';

/** A contact message was stored; staff are emailed it with its attachment (email/contact-email-handler.ts). */
export class ContactMessageReceivedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly message: ContactMessage,
  ) {
    super();
  }
}
