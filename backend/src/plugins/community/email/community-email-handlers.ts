import { LanguageCode } from '@vendure/common/lib/generated-types';
import { Product, TransactionalConnection, type Injector, type RequestContext } from '@vendure/core';
import { EmailEventListener, type EmailAttachment } from '@vendure/email-plugin';

import { ContactDetails, ContactSubject } from '../../content/entities';
import { CommunityService } from '../community.service';
import { ACCOUNT_FORM_CONTACT_ID } from '../constants';
import { ContactMessageReceivedEvent, ShopReviewSubmittedEvent } from '../events';
import {
  CONTACT_MESSAGE_TEMPLATE,
  REVIEW_SUBMITTED_TEMPLATE,
  contactMessageMail,
  reviewSubmittedMail,
  type StaffMail,
} from './community-mails';

/*
 * Contact messages and reviews emailed to the shop's inbox through the EmailPlugin (registered in
 * config.ts), rendered from backend/email-templates/community-*. The sender's address is the
 * Reply-To, so staff answer a message by replying. The upload goes along as an attachment by its
 * path (the job carries the path, not the bytes), read from UPLOADS_DIR when the email is sent:
 * with several instances, the workers share that folder.
 */

interface LoadedStaffMail extends StaffMail {
  inbox: string;
  attachments: EmailAttachment[];
}

async function inboxOf(injector: Injector, ctx: RequestContext): Promise<string> {
  const inbox = await injector.get(CommunityService).shopInbox(ctx);
  if (!inbox) throw new Error('No shop inbox: set SHOP_INBOX or the contact configuration’s email');
  return inbox;
}

function english<T extends { languageCode: LanguageCode }>(translations: T[]): T | undefined {
  return translations.find((translation) => translation.languageCode === LanguageCode.en) ?? translations[0];
}

/** What staff read the contact id as: the subject's English label, the review id's meaning, the account form's. */
async function subjectLabelOf(injector: Injector, ctx: RequestContext, contactId: number): Promise<string> {
  const connection = injector.get(TransactionalConnection);
  const subject = await connection.getRepository(ctx, ContactSubject).findOne({ where: { contactId } });
  if (subject) return english(subject.translations)?.label ?? subject.key;
  const details = await connection.getRepository(ctx, ContactDetails).findOne({ where: { key: 'shop' } });
  if (details?.reviewContactId === contactId) return 'Review';
  return contactId === ACCOUNT_FORM_CONTACT_ID ? 'Customer service (account page)' : `Contact ${contactId}`;
}

const contactMessageEmailHandler = new EmailEventListener(CONTACT_MESSAGE_TEMPLATE)
  .on(ContactMessageReceivedEvent)
  .loadData(async ({ event, injector }): Promise<LoadedStaffMail> => {
    const message = event.message;
    const uploads = injector.get(CommunityService).uploads;
    const attachments: EmailAttachment[] = message.attachmentStoredName
      ? [
          {
            filename: message.attachmentOriginalName ?? message.attachmentStoredName,
            path: uploads.absolutePath('contact', message.attachmentStoredName),
            contentType: message.attachmentMimeType ?? undefined,
          },
        ]
      : [];
    return {
      inbox: await inboxOf(injector, event.ctx),
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

const reviewSubmittedEmailHandler = new EmailEventListener(REVIEW_SUBMITTED_TEMPLATE)
  .on(ShopReviewSubmittedEvent)
  .loadData(async ({ event, injector }): Promise<LoadedStaffMail> => {
    const review = event.review;
    const product = review.productId
      ? await injector
          .get(TransactionalConnection)
          .getRepository(event.ctx, Product)
          .findOne({ where: { id: review.productId }, relations: { translations: true } })
      : null;
    const name = (product && english(product.translations)?.name) ?? review.productSlug;
    const uploads = injector.get(CommunityService).uploads;
    const attachments: EmailAttachment[] = review.pictureStoredName
      ? [
          {
            filename: `review-${String(review.id)}-${review.pictureStoredName}`,
            path: uploads.absolutePath('reviews', review.pictureStoredName),
          },
        ]
      : [];
    return { inbox: await inboxOf(injector, event.ctx), attachments, ...reviewSubmittedMail(review, name) };
  })
  .setRecipient((event) => event.data.inbox)
  .setFrom('{{ fromAddress }}')
  .setOptionalAddressFields((event) => ({ replyTo: event.review.email }))
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars)
  .setAttachments((event) => event.data.attachments);

export const communityEmailHandlers = [contactMessageEmailHandler, reviewSubmittedEmailHandler];
