import { TransactionalConnection, type Injector, type RequestContext } from '@vendure/core';
import { EmailEventListener, type EmailAttachment } from '@vendure/email-plugin';

import { ContactDetails, ContactSubject } from '../../content/entities';
import { english } from '../../form-submissions/email/staff-mail';
import { ShopInbox } from '../../form-submissions/shop-inbox.service';
import { UploadStore } from '../../form-submissions/uploads/upload-store';
import { ACCOUNT_FORM_CONTACT_ID } from '../constants';
import { ContactMessageReceivedEvent } from '../events';
import { CONTACT_MESSAGE_TEMPLATE, contactMessageMail } from './contact-mail';

/*
 * Contact messages emailed to the shop's inbox through the EmailPlugin (registered in config.ts),
 * rendered from backend/email-templates/contact-message. The sender's address is the Reply-To, so
 * staff answer a message by replying. The attachment goes along by its path (the job carries the
 * path, not the bytes), read from UPLOADS_DIR when the email is sent: with several instances, the
 * workers share that folder.
 */

/** What staff read the contact id as: the subject's English label, the review id's meaning, the account form's. */
async function subjectLabelOf(injector: Injector, ctx: RequestContext, contactId: number): Promise<string> {
  const connection = injector.get(TransactionalConnection);
  const subject = await connection.getRepository(ctx, ContactSubject).findOne({ where: { contactId } });
  if (subject) return english(subject.translations)?.label ?? subject.key;
  const details = await connection.getRepository(ctx, ContactDetails).findOne({ where: { key: 'shop' } });
  if (details?.reviewContactId === contactId) return 'Review';
  return contactId === ACCOUNT_FORM_CONTACT_ID ? 'Customer service (account page)' : `Contact ${contactId}`;
}

export const contactMessageEmailHandler = new EmailEventListener(CONTACT_MESSAGE_TEMPLATE)
  .on(ContactMessageReceivedEvent)
  .loadData(async ({ event, injector }) => {
    const message = event.message;
    const attachments: EmailAttachment[] = message.attachmentStoredName
      ? [
          {
            filename: message.attachmentOriginalName ?? message.attachmentStoredName,
            path: injector.get(UploadStore).absolutePath('contact', message.attachmentStoredName),
            contentType: message.attachmentMimeType ?? undefined,
          },
        ]
      : [];
    return {
      inbox: await injector.get(ShopInbox).required(event.ctx),
      attachments,
      ...contactMessageMail(message, await subjectLabelOf(injector, event.ctx, message.contactId)),
    };
  })
  .setRecipient((event) => event.data.inbox)
  .setFrom('{{ fromAddress }}')
  .setOptionalAddressFields((event) => ({ replyTo: event.message.email }))
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars)
  .setAttachments((event) => event.data.attachments);
