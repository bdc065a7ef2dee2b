import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Type } from '@vendure/common/lib/shared-types';
import {
  AssetEvent,
  ChannelEvent,
  CollectionEvent,
  CollectionModificationEvent,
  ConfigService,
  EventBus,
  FacetEvent,
  FacetValueEvent,
  GlobalSettingsEvent,
  isInspectableJobQueueStrategy,
  Logger,
  ProductChannelEvent,
  ProductEvent,
  ProductOptionEvent,
  ProductOptionGroupEvent,
  ProductVariantChannelEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  PromotionEvent,
  RequestContextService,
  SettingsStoreService,
  type RequestContext,
  type VendureEvent,
} from '@vendure/core';
import { merge, type Subscription } from 'rxjs';

import { ShopReviewModeratedEvent } from '../reviews/events';
import { ContentChangedEvent } from '../content/content-events';
import {
  INDEXING_QUEUES,
  INDEXING_WAIT_MS,
  INDEXING_POLL_MS,
  LOGGER_CTX,
  PUBLISHED_VERSION_KEY,
  SETTLE_MS,
  UNPUBLISHED_VERSION,
} from './constants';
import { PublicationGates } from './publication-gates';

/** Everything staff change that a shopper's page shows: the catalogue, its prices and pictures, the content, the reviews. */
const PUBLISHING_EVENTS: Array<Type<VendureEvent>> = [
  ProductEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  ProductChannelEvent,
  ProductVariantChannelEvent,
  ProductOptionEvent,
  ProductOptionGroupEvent,
  CollectionEvent,
  CollectionModificationEvent,
  FacetEvent,
  FacetValueEvent,
  AssetEvent,
  PromotionEvent,
  ChannelEvent,
  GlobalSettingsEvent,
  ContentChangedEvent,
  ShopReviewModeratedEvent,
];

/**
 * The version of what shoppers see (issue 17): a value in Vendure's settings store, so every
 * backend instance reads and writes the same one. A change by staff (one of PUBLISHING_EVENTS,
 * which Vendure delivers after the change's transaction committed) publishes a new version once
 * the search index and the collections' contents have followed it (listings are read from the
 * index, which Vendure's jobs update after the event), and every PublicationGates reader too. Storefronts poll the version
 * (`GET /published-version`) and treat every page rendered before it changed as stale.
 */
@Injectable()
export class PublishedVersionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;
  /** A change came in since the last publication started. */
  private pending = false;
  private publishing: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly eventBus: EventBus,
    private readonly settingsStore: SettingsStoreService,
    private readonly requestContextService: RequestContextService,
    private readonly configService: ConfigService,
    private readonly gates: PublicationGates,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = merge(...PUBLISHING_EVENTS.map((type) => this.eventBus.ofType(type))).subscribe(() => this.changed());
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    this.subscription?.unsubscribe();
  }

  /** The version storefronts compare; the same until staff first change something. */
  async current(): Promise<string> {
    const stored: unknown = await this.settingsStore.get(await this.context(), PUBLISHED_VERSION_KEY);
    const version = typeof stored === 'object' && stored !== null ? (stored as { version?: unknown }).version : undefined;
    return typeof version === 'string' && version !== '' ? version : UNPUBLISHED_VERSION;
  }

  /** Resolves once every change seen so far is published (tests). */
  async idle(): Promise<void> {
    while (this.publishing) await this.publishing;
  }

  private changed(): void {
    this.pending = true;
    this.publishing ??= this.publishPending().finally(() => {
      this.publishing = undefined;
    });
  }

  /** One publication per burst of changes (a product saved with its variants is many events); changes during one make another. */
  private async publishPending(): Promise<void> {
    while (this.pending && !this.stopped) {
      this.pending = false;
      await sleep(SETTLE_MS);
      await this.indexingDone();
      await this.gates.pass();
      try {
        const version = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
        const result = await this.settingsStore.set(await this.context(), PUBLISHED_VERSION_KEY, {
          version,
          publishedAt: new Date().toISOString(),
        });
        if (!result.result) throw new Error(result.error ?? 'not stored');
        Logger.verbose(`Published version ${version}`, LOGGER_CTX);
      } catch (error) {
        // The storefronts keep their pages until the next change or their own expiry (s-maxage).
        Logger.error(`Could not publish a new version: ${error instanceof Error ? error.message : String(error)}`, LOGGER_CTX);
      }
    }
  }

  /** Waits (a bounded time) until no search-index or collection job is waiting or running, on whichever process works them. */
  private async indexingDone(): Promise<void> {
    const strategy = this.configService.jobQueueOptions.jobQueueStrategy;
    if (!isInspectableJobQueueStrategy(strategy)) {
      await sleep(INDEXING_WAIT_MS);
      return;
    }
    const deadline = Date.now() + INDEXING_WAIT_MS;
    while (Date.now() < deadline && !this.stopped) {
      const { totalItems } = await strategy.findMany({
        take: 1,
        filter: { queueName: { in: [...INDEXING_QUEUES] }, state: { in: ['PENDING', 'RUNNING', 'RETRYING'] } },
      });
      if (totalItems === 0) return;
      await sleep(INDEXING_POLL_MS);
    }
  }

  private async context(): Promise<RequestContext> {
    return this.requestContextService.create({ apiType: 'admin' });
  }
}
