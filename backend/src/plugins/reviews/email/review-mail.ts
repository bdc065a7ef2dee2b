import { staffMail, type StaffMail } from '../../form-submissions/email/staff-mail';
import type { ShopReview } from '../shop-review.entity';

/** The template folder under backend/email-templates/. */
export const REVIEW_SUBMITTED_TEMPLATE = 'review-submitted';

export function reviewSubmittedMail(review: ShopReview, destinationName: string): StaffMail {
  return staffMail(
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
