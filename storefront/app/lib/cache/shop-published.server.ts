import { shopConfig, type ShopConfig } from '../../config.server';
import { createPublishedMemo, type PublishedMemo } from './published-memo.server';
import { watchPublishedVersion, type PublishedVersionWatcher } from './published-version.server';

/**
 * The memo's keys are few and known: menus and contact points of 8 languages (16), the plans of
 * 8 root regions in 8 languages and 2 currencies (128), the catalogue's facets (1); room to spare.
 */
const MEMO_MAX_ENTRIES = 256;

let watcher: PublishedVersionWatcher | undefined;
let memo: PublishedMemo | undefined;

/** The backend's published version as this process knows it: one watcher for the page cache and the memo. */
export function shopPublishedVersion(config: ShopConfig = shopConfig()): PublishedVersionWatcher {
  watcher ??= watchPublishedVersion({ backendUrl: config.backendUrl, intervalMs: config.pageCache.versionPollMs });
  return watcher;
}

/** The process's memo of answers the same for every shopper until staff publish a change (lib/cache/published-memo.server.ts). */
export function shopPublishedMemo(): PublishedMemo {
  memo ??= createPublishedMemo({ publishedVersion: () => shopPublishedVersion().current(), maxEntries: MEMO_MAX_ENTRIES });
  return memo;
}
