import { PermissionDefinition } from '@vendure/core';

/** Staff who may read the newsletter's subscribers (the superadmin has every permission). */
export const readNewsletterSubscription = new PermissionDefinition({
  name: 'ReadNewsletterSubscription',
  description: 'Allows reading the newsletter subscriptions (email addresses)',
});

export interface NewsletterPluginOptions {
  /** The shop's own origin, where the confirmation link leads. */
  storefrontOrigin: string;
}
