/*
 * Every key prefix and channel the shop uses in Redis, in one place, so one Redis can hold
 * several shops (give each its own database in REDIS_URL, or change these) and an operator knows
 * what `redis-cli --scan` shows.
 */

/** BullMQ's key prefix (its default is `bull`); no `:` inside, BullMQ adds its own separators. */
export const JOB_QUEUE_PREFIX = 'esim-shop-jobs';

/** Vendure's CacheService entries (sessions, …): `esim-shop-cache:<key>`. */
export const CACHE_NAMESPACE = 'esim-shop-cache';

/** Published by a server after its own catalogue change; every server re-reads its index on it. */
export const CATALOGUE_CHANGED_CHANNEL = 'esim-shop:catalogue-changed';
