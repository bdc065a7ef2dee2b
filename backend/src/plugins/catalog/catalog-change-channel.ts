import { randomUUID } from 'node:crypto';

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Logger } from '@vendure/core';
import { Redis, type RedisOptions } from 'ioredis';

import { redisConnectionOptions } from '../../redis/connection-options';
import { CATALOGUE_CHANGED_CHANNEL } from '../../redis/redis-names';
import { CATALOG_PLUGIN_OPTIONS, loggerCtx, type CatalogPluginOptions } from './constants';

/**
 * Tells the other servers that this one saw its catalogue change, through Redis pub/sub, so
 * they re-read their index at once instead of at their next timer tick. Without REDIS_URL it
 * does nothing. Delivery is at most once (a server subscribing or reconnecting at that moment
 * misses the message): the index's timer stays the safety net.
 */
@Injectable()
export class CatalogChangeChannel implements OnApplicationShutdown {
  /** Carried by this process's messages, so it does not rebuild a second time on its own news. */
  private readonly senderId = randomUUID();
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;

  constructor(@Inject(CATALOG_PLUGIN_OPTIONS) private readonly options: CatalogPluginOptions) {}

  /** Calls `onChange` for every change another server announces from now on. */
  listen(onChange: () => void): void {
    if (this.options.redisUrl === undefined) return;
    // A subscribing connection can send nothing else, hence two. A command waits for Redis however
    // long it is away rather than fail after ioredis's 20 reconnections: nothing here is urgent.
    const connection = { ...redisConnectionOptions(this.options.redisUrl), maxRetriesPerRequest: null };
    this.publisher = this.connect(connection, 'publisher');
    this.subscriber = this.connect(connection, 'subscriber');
    this.subscriber.on('message', (channel: string, senderId: string) => {
      if (channel !== CATALOGUE_CHANGED_CHANNEL || senderId === this.senderId) return;
      Logger.verbose('Catalogue changed on another server, rebuilding the index', loggerCtx);
      onChange();
    });
    // ioredis subscribes again by itself after a reconnection
    this.subscriber.subscribe(CATALOGUE_CHANGED_CHANNEL).catch((error: unknown) => {
      Logger.error(`Could not subscribe to ${CATALOGUE_CHANGED_CHANNEL}: ${String(error)}`, loggerCtx);
    });
  }

  /** Fire and forget: a change must not wait for, or fail with, Redis. */
  announceChange(): void {
    this.publisher?.publish(CATALOGUE_CHANGED_CHANNEL, this.senderId).catch((error: unknown) => {
      Logger.error(`Could not announce a catalogue change: ${String(error)}`, loggerCtx);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()]);
  }

  private connect(connection: RedisOptions, role: string): Redis {
    const client = new Redis(connection);
    // One line per outage, not one per reconnection attempt (every 2 s); without an 'error'
    // listener ioredis would print each attempt as an unhandled error event.
    let down = false;
    client.on('error', (error: Error) => {
      if (!down) Logger.warn(`Redis ${role} lost (${error.message}), retrying; the index's timer covers the gap`, loggerCtx);
      down = true;
    });
    client.on('ready', () => {
      if (down) Logger.info(`Redis ${role} connected again`, loggerCtx);
      down = false;
    });
    return client;
  }
}
