import { PermissionDefinition } from '@vendure/core';

/** Staff who approve or reject customer reviews (the Admin API's shopReviews and its mutations). */
export const moderateReviewPermission = new PermissionDefinition({
  name: 'ModerateReview',
  description: 'Allows approving and rejecting customer reviews',
});

/** Staff who read contact messages, their attachments included (`GET /uploads/contact/<name>`). */
export const readContactMessagePermission = new PermissionDefinition({
  name: 'ReadContactMessage',
  description: 'Allows reading contact messages and downloading their attachments',
});
