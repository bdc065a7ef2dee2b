import { Product, TransactionalConnection } from '@vendure/core';
import { EmailEventListener, type EmailAttachment } from '@vendure/email-plugin';

import { english } from '../../form-submissions/email/staff-mail';
import { ShopInbox } from '../../form-submissions/shop-inbox.service';
import { UploadStore } from '../../form-submissions/uploads/upload-store';
import { ShopReviewSubmittedEvent } from '../events';
import { REVIEW_SUBMITTED_TEMPLATE, reviewSubmittedMail } from './review-mail';

/*
 * A review to moderate emailed to the shop's inbox through the EmailPlugin (registered in
 * config.ts), rendered from backend/email-templates/review-submitted. The reviewer's address is
 * the Reply-To. The picture goes along by its path (the job carries the path, not the bytes), read
 * from UPLOADS_DIR when the email is sent: with several instances, the workers share that folder.
 */
export const reviewSubmittedEmailHandler = new EmailEventListener(REVIEW_SUBMITTED_TEMPLATE)
  .on(ShopReviewSubmittedEvent)
  .loadData(async ({ event, injector }) => {
    const review = event.review;
    const product = review.productId
      ? await injector
          .get(TransactionalConnection)
          .getRepository(event.ctx, Product)
          .findOne({ where: { id: review.productId }, relations: { translations: true } })
      : null;
    const name = (product && english(product.translations)?.name) ?? review.productSlug;
    const attachments: EmailAttachment[] = review.pictureStoredName
      ? [
          {
            filename: `review-${String(review.id)}-${review.pictureStoredName}`,
            path: injector.get(UploadStore).absolutePath('reviews', review.pictureStoredName),
          },
        ]
      : [];
    return { inbox: await injector.get(ShopInbox).required(event.ctx), attachments, ...reviewSubmittedMail(review, name) };
  })
  .setRecipient((event) => event.data.inbox)
  .setFrom('{{ fromAddress }}')
  .setOptionalAddressFields((event) => ({ replyTo: event.review.email }))
  .setSubject((event) => event.data.subject)
  .setTemplateVars((event) => event.data.templateVars)
  .setAttachments((event) => event.data.attachments);
