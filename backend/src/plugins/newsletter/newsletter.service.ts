import { Injectable } from '@nestjs/common';
import {
  EventBus,
  ListQueryBuilder,
  TransactionalConnection,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
} from '@vendure/core';

import { NewsletterSubscription } from './entities/newsletter-subscription.entity';
import { NewsletterConfirmationRequestedEvent } from './events';
import { NewsletterInputError } from './newsletter-errors';
import { NEWSLETTER_EMAIL_INVALID_KEY, NEWSLETTER_EMAIL_REQUIRED_KEY, NEWSLETTER_SOURCE_INVALID_KEY } from './newsletter-messages';
import {
  hashToken,
  isExpired,
  isWellFormedToken,
  mayResend,
  newConfirmationToken,
  newsletterSource,
  normalisedEmail,
  resendCutoff,
  tokenExpiry,
  type NewsletterSource,
} from './newsletter-rules';

export type ConfirmationStatus = 'CONFIRMED' | 'INVALID_TOKEN' | 'EXPIRED';

/**
 * Double opt-in. Every write that decides whether an email goes out is one conditional UPDATE (or
 * the INSERT the unique index arbitrates), so two requests at once, on one server or several,
 * send one email.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly eventBus: EventBus,
    private readonly listQueryBuilder: ListQueryBuilder,
  ) {}

  /**
   * Sends a confirmation email unless the address is confirmed or was mailed in the last 10
   * minutes. The caller learns nothing of which happened (no enumeration of subscribers). A
   * customer account with the same address changes nothing here (see the entity).
   */
  async subscribe(ctx: RequestContext, rawEmail: string, rawSource: string | null | undefined): Promise<void> {
    if (rawEmail.trim() === '') throw new NewsletterInputError(NEWSLETTER_EMAIL_REQUIRED_KEY);
    const email = normalisedEmail(rawEmail);
    if (!email) throw new NewsletterInputError(NEWSLETTER_EMAIL_INVALID_KEY);
    const source = newsletterSource(rawSource);
    if (!source) throw new NewsletterInputError(NEWSLETTER_SOURCE_INVALID_KEY);

    const repository = this.connection.getRepository(ctx, NewsletterSubscription);
    const now = new Date();
    const existing = await repository.findOne({ where: { email } });
    if (!existing) {
      const token = newConfirmationToken();
      const inserted = await repository
        .insert(
          new NewsletterSubscription({
            email,
            languageCode: ctx.languageCode,
            state: 'pending',
            source,
            tokenHash: hashToken(token),
            tokenExpiresAt: tokenExpiry(now),
            lastSentAt: now,
            confirmedAt: null,
          }),
        )
        .then(() => true)
        .catch(async (error: unknown) => {
          // The unique index: another request inserted the address first, and mails it.
          if (await repository.exists({ where: { email } })) return false;
          throw error;
        });
      if (inserted) await this.requestConfirmation(ctx, email, token);
      return;
    }
    if (existing.state === 'confirmed' || !mayResend(existing.lastSentAt, now)) return;
    await this.resend(ctx, existing, source, now);
  }

  /** A pending or unsubscribed address gets a new link (the previous one stops working). */
  private async resend(ctx: RequestContext, subscription: NewsletterSubscription, source: NewsletterSource, now: Date): Promise<void> {
    const token = newConfirmationToken();
    const result = await this.connection
      .getRepository(ctx, NewsletterSubscription)
      .createQueryBuilder()
      .update(NewsletterSubscription)
      .set({
        state: 'pending',
        source,
        languageCode: ctx.languageCode,
        tokenHash: hashToken(token),
        tokenExpiresAt: tokenExpiry(now),
        lastSentAt: now,
      })
      .where('id = :id', { id: subscription.id })
      .andWhere("state <> 'confirmed'")
      .andWhere('("lastSentAt" IS NULL OR "lastSentAt" <= :cutoff)', { cutoff: resendCutoff(now) })
      .execute();
    if (result.affected === 1) await this.requestConfirmation(ctx, subscription.email, token);
  }

  private async requestConfirmation(ctx: RequestContext, email: string, token: string): Promise<void> {
    await this.eventBus.publish(new NewsletterConfirmationRequestedEvent(ctx, email, ctx.languageCode, token));
  }

  /** Opens the emailed link: a token works once, within 48 hours. */
  async confirm(ctx: RequestContext, rawToken: string): Promise<ConfirmationStatus> {
    const token = rawToken.trim();
    if (!isWellFormedToken(token)) return 'INVALID_TOKEN';
    const tokenHash = hashToken(token);
    const repository = this.connection.getRepository(ctx, NewsletterSubscription);
    const subscription = await repository.findOne({ where: { tokenHash } });
    if (!subscription) return 'INVALID_TOKEN';
    const now = new Date();
    // Expired links stay refused as expired (not "invalid") until a new sign-up replaces them.
    if (isExpired(subscription.tokenExpiresAt, now)) return 'EXPIRED';
    // Conditional on the hash: of two clicks at once, one confirms and the other finds it used.
    const result = await repository.update(
      { id: subscription.id, tokenHash },
      { state: 'confirmed', confirmedAt: now, tokenHash: null, tokenExpiresAt: null },
    );
    return result.affected === 1 ? 'CONFIRMED' : 'INVALID_TOKEN';
  }

  /** The Admin API's list: Vendure's list options (skip, take, sort, filter) over every column. */
  async list(
    ctx: RequestContext,
    options: ListQueryOptions<NewsletterSubscription> | undefined,
  ): Promise<PaginatedList<NewsletterSubscription>> {
    const [items, totalItems] = await this.listQueryBuilder.build(NewsletterSubscription, options ?? {}, { ctx }).getManyAndCount();
    return { items, totalItems };
  }
}
