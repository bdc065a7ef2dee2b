export const LOGGER_CTX = 'PublishedVersion';

/** The settings store's field (namespace `publishedVersion`, field `current`): global, read-only through the Admin API. */
export const PUBLISHED_VERSION_NAMESPACE = 'publishedVersion';
export const PUBLISHED_VERSION_FIELD = 'current';
export const PUBLISHED_VERSION_KEY = `${PUBLISHED_VERSION_NAMESPACE}.${PUBLISHED_VERSION_FIELD}`;

/** Before staff first change anything. */
export const UNPUBLISHED_VERSION = 'initial';

/** `GET /published-version` on the backend's origin, read by the storefront servers. */
export const PUBLISHED_VERSION_ROUTE = 'published-version';

/** A burst of events (one save is several) is one change: wait this long after the first. */
export const SETTLE_MS = 300;
/** The queues whose jobs bring listings up to date after a change (Vendure's search index, collection contents). */
export const INDEXING_QUEUES = ['update-search-index', 'apply-collection-filters'] as const;
/** How long a publication waits for those jobs at most (a full reindex takes longer: it publishes then anyway). */
export const INDEXING_WAIT_MS = 15_000;
export const INDEXING_POLL_MS = 200;
