import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  ChannelService,
  EventBus,
  FacetValueEvent,
  Logger,
  ProcessContext,
  ProductChannelEvent,
  ProductEvent,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { debounceTime, merge, type Subscription } from 'rxjs';

import { loadReferenceLists } from '../../seed/load-seed-data';
import { PublicationGates } from '../published-version/publication-gates';
import { CatalogChangeChannel } from './catalog-change-channel';
import { loadDestinationRecords } from './catalog-records';
import {
  CATALOG_PLUGIN_OPTIONS,
  DEFAULT_REFRESH_INTERVAL_MS,
  loggerCtx,
  REBUILD_DEBOUNCE_MS,
  type CatalogPluginOptions,
} from './constants';
import { CatalogDirectory, type LookAlikeGroup } from './matching/catalog-directory';

/**
 * Keeps this process's in-memory CatalogDirectory in step with the database.
 *
 * Built once at start-up, rebuilt shortly after product events of this process and, because
 * events do not reach other processes, re-read on a timer as well: every instance converges on
 * the database on its own, so nothing depends on a single process. With REDIS_URL a server also
 * announces the changes of its own events and rebuilds on the others' announcements: another
 * server follows a change REBUILD_DEBOUNCE_MS (0.5 s) plus one rebuild (≈ 0.1 s) after its last
 * event instead of up to the timer's interval (60 s), which stays for a lost message. The server
 * that saw the change publishes the new version (PublishedVersionService) only after a rebuild
 * that started after the change.
 */
@Injectable()
export class CatalogIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private directory: CatalogDirectory;
  private readonly aliases: Readonly<Record<string, readonly string[]>>;
  private readonly lookAlikeGroups: readonly LookAlikeGroup[];
  private subscription: Subscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** The running rebuild, so concurrent triggers share it instead of stacking up. */
  private rebuilding: Promise<void> | undefined;
  /** One more rebuild queued behind the running one (which may have read too early). */
  private queued: Promise<void> | undefined;

  constructor(
    @Inject(CATALOG_PLUGIN_OPTIONS) private readonly options: CatalogPluginOptions,
    private readonly connection: TransactionalConnection,
    private readonly channelService: ChannelService,
    private readonly requestContextService: RequestContextService,
    private readonly eventBus: EventBus,
    private readonly processContext: ProcessContext,
    private readonly changeChannel: CatalogChangeChannel,
    private readonly publicationGates: PublicationGates,
  ) {
    const lists = loadReferenceLists(options.seedDataDir);
    this.aliases = lists.aliases.aliases;
    this.lookAlikeGroups = lists.lookAlikes.groups;
    this.directory = new CatalogDirectory([], this.lookAlikeGroups, 'en');
  }

  async onApplicationBootstrap(): Promise<void> {
    // only servers answer the Shop API; a worker process has no use for the index
    if (this.processContext.isWorker) return;
    await this.refresh();
    // A listing's term goes through this index: a new published version waits until it read the change.
    this.publicationGates.add('the catalogue index', () => this.refresh());
    this.subscription = merge(
      this.eventBus.ofType(ProductEvent),
      this.eventBus.ofType(ProductChannelEvent),
      this.eventBus.ofType(FacetValueEvent),
    )
      .pipe(debounceTime(REBUILD_DEBOUNCE_MS))
      .subscribe(() => {
        void this.refresh();
        // the events come after their transaction's commit: the others can read the change now
        this.changeChannel.announceChange();
      });
    this.changeChannel.listen(() => void this.refresh());
    this.timer = setInterval(() => void this.refresh(), this.options.refreshIntervalMs ?? DEFAULT_REFRESH_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
    if (this.timer) clearInterval(this.timer);
  }

  /** The current snapshot; replaced as a whole, never changed in place. */
  current(): CatalogDirectory {
    return this.directory;
  }

  /** Re-reads the catalogue; resolves when a snapshot at least as new as this call is in place. */
  refresh(): Promise<void> {
    if (!this.rebuilding) {
      this.rebuilding = this.rebuild().finally(() => {
        this.rebuilding = undefined;
      });
      return this.rebuilding;
    }
    this.queued ??= this.rebuilding.then(() => {
      this.queued = undefined;
      return this.refresh();
    });
    return this.queued;
  }

  private async rebuild(): Promise<void> {
    try {
      const startedAt = performance.now();
      const channel = await this.channelService.getDefaultChannel();
      const ctx = await this.requestContextService.create({ apiType: 'shop', channelOrToken: channel });
      const records = await loadDestinationRecords(this.connection, ctx, channel, this.aliases);
      this.directory = new CatalogDirectory(records, this.lookAlikeGroups, channel.defaultLanguageCode);
      const ms = (performance.now() - startedAt).toFixed(0);
      Logger.verbose(`Catalogue index rebuilt: ${records.length} destinations in ${ms} ms`, loggerCtx);
    } catch (error) {
      // keep answering from the previous snapshot; the next event or tick tries again
      Logger.error(`Catalogue index rebuild failed: ${error instanceof Error ? error.message : String(error)}`, loggerCtx);
    }
  }
}
