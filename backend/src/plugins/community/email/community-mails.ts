import type { ContactMessage } from '../entities/contact-message.entity';
import type { ShopReview } from '../entities/shop-review.entity';

/*
 * The staff's notifications (to SHOP_INBOX), in English, the shop's working language. Every value
 * is the sender's text: the templates print them with Handlebars' escaping `{{ }}`, never `{{{ }}}`,
 * so a script typed in a form arrives as text.
 */

/** Template folders under backend/email-templates/. */
export const CONTACT_MESSAGE_TEMPLATE = 'community-contact-message';
export const REVIEW_SUBMITTED_TEMPLATE = 'community-review-submitted';

export interface StaffMail {
  subject: string;
  templateVars: Record<string, unknown>;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function mail(subject: string, intro: string, rows: Array<[string, string | null | undefined]>, message: string): StaffMail {
  return {
    subject,
    templateVars: {
      lang: 'en',
      title: subject,
      preview: intro,
      heading: subject,
      intro,
      rows: rows
        .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '')
        .map(([label, value]) => ({ label, value })),
      messageLabel: 'Message',
      message,
    },
  };
}

/** `subjectLabel`: the contact subject's English label, or what the contact id stands for. */
export function contactMessageMail(message: ContactMessage, subjectLabel: string): StaffMail {
  const name = [message.firstName, message.lastName].filter(Boolean).join(' ');
  return mail(
    `Contact message (${subjectLabel}) from ${message.email}`,
    'A message was sent with the shop’s contact form. Answer it by replying to this email.',
    [
      ['Subject', `${subjectLabel} (contactId ${message.contactId})`],
      ['From', message.email],
      ['Name', name],
      ['Language', message.languageCode],
      [
        'Attachment',
        message.attachmentOriginalName && message.attachmentSize !== null
          ? `${message.attachmentOriginalName} (${message.attachmentMimeType ?? ''}, ${sizeLabel(message.attachmentSize)}), attached`
          : null,
      ],
      ['Received', message.createdAt.toISOString()],
    ],
    message.message,
  );
}

export function reviewSubmittedMail(review: ShopReview, destinationName: string): StaffMail {
  return mail(
    `Review to moderate: ${review.rating}/5 for ${destinationName}`,
    'A review awaits moderation. Approve or reject it in the dashboard (Admin API shopReviews, permission ModerateReview); it is not on the shop until approved.',
    [
      ['Review id', String(review.id)],
      ['Name', review.authorName],
      ['Email', review.email],
      ['Destination', `${destinationName} (${review.productSlug})`],
      ['Rating', `${review.rating}/5`],
      ['Title', review.title],
      ['Language', review.languageCode],
      ['Picture', review.pictureStoredName ? `${review.pictureWidth ?? '?'} × ${review.pictureHeight ?? '?'} pixels, attached` : null],
      ['Received', review.createdAt.toISOString()],
    ],
    review.message,
  );
}
