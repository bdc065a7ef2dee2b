export const LOGGER_CTX = 'Reviews';

/** `POST /reviews/submit`; the storefront proxies the prefix. */
export const REVIEWS_ROUTE = 'reviews';
