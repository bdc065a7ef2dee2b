import { shopConfig, type ShopConfig } from '../config.server';
import { createPublishedMemo, type PublishedMemo } from './published-memo.server';
import { watchPublishedVersion, type PublishedVersionWatcher } from './published-version.server';

/** Menus and contact points of 8 languages, with room to spare: the memo's keys are few and known. */
const MEMO_MAX_ENTRIES = 64;

let watcher: PublishedVersionWatcher | undefined;
let memo: PublishedMemo | undefined;

/** The backend's published version as this process knows it: one watcher for the page cache and the memo. */
export function shopPublishedVersion(config: ShopConfig = shopConfig()): PublishedVersionWatcher {
  watcher ??= watchPublishedVersion({ backendUrl: config.backendUrl, intervalMs: config.pageCache.versionPollMs });
  return watcher;
}

/** The process's memo of answers the same for every shopper until staff publish a change (lib/published-memo.server.ts). */
export function shopPublishedMemo(): PublishedMemo {
  memo ??= createPublishedMemo({ publishedVersion: () => shopPublishedVersion().current(), maxEntries: MEMO_MAX_ENTRIES });
  return memo;
}
