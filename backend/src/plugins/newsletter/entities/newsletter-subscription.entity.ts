import type { DeepPartial } from '@vendure/common/lib/shared-types';
import { VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import type { NewsletterSource, NewsletterState } from '../newsletter-rules';

/**
 * One address given to the newsletter modal, the blog's sign-up or the account (double opt-in:
 * `pending` until the emailed link is opened). Kept apart from a customer's own `newsletter` flag
 * (account/custom-fields.ts): an address may be subscribed without an account, and an account's
 * flag is the customer's choice in their profile, so neither overwrites the other.
 */
@Entity('newsletter_subscription')
export class NewsletterSubscription extends VendureEntity {
  // Assigned after super(): with ES2022 class fields a field declaration re-initialises what the
  // base constructor assigned (as content/entities/translatable-base.ts explains).
  constructor(input?: DeepPartial<NewsletterSubscription>) {
    super();
    if (input) Object.assign(this, input);
  }

  /** Lower-cased (newsletter-rules.ts normalisedEmail), so the index is unique case-insensitively. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The language of the request that subscribed: the email's and later the newsletter's. */
  @Column({ type: 'varchar', length: 16 })
  languageCode!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: NewsletterState;

  @Column({ type: 'varchar', length: 16 })
  source!: NewsletterSource;

  /** SHA-256 (hex) of the link's token; the token itself is never stored. Null once used. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash!: string | null;

  @Column({ type: Date, nullable: true })
  tokenExpiresAt!: Date | null;

  /** When the last confirmation email was sent: at most one per RESEND_INTERVAL_MS. */
  @Column({ type: Date, nullable: true })
  lastSentAt!: Date | null;

  @Column({ type: Date, nullable: true })
  confirmedAt!: Date | null;
}
