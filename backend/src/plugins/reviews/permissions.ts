import { PermissionDefinition } from '@vendure/core';

/** Staff who approve or reject customer reviews (the Admin API's shopReviews and its mutations). */
export const moderateReviewPermission = new PermissionDefinition({
  name: 'ModerateReview',
  description: 'Allows approving and rejecting customer reviews',
});
