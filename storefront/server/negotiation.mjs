import Negotiator from 'negotiator';

/*
 * What a request's Accept, Accept-Encoding and Accept-Language headers allow, read by the package
 * the answers' compression middleware reads them with (`compression` uses negotiator), so that a
 * page, a static file, a flag picture and a JSON answer agree on what a header means: a weight of
 * 0, or one that is not a number, refuses; without a weight it is 1; the higher weight wins.
 */

/** The encodings the shop compresses with, brotli first when the client rates both alike. */
const SHOP_ENCODINGS = ['br', 'gzip'];

/**
 * The encoding to send to a client with this Accept-Encoding: the one it rates higher, brotli on
 * a tie (Chromium sends `gzip, deflate, br, zstd`); null when it takes neither (send it as it is).
 * @param {string | null | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function preferredEncoding(acceptEncoding) {
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encoding(
    [...SHOP_ENCODINGS, 'identity'],
    SHOP_ENCODINGS,
  );
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * True when this Accept header names `mediaType` itself with a weight above 0. A wildcard does not
 * count: a client that asked for `*\/*` at an SVG's address is answered the SVG it asked for.
 * @param {string | null | undefined} accept
 * @param {string} mediaType
 */
export function namesMediaType(accept, mediaType) {
  return new Negotiator({ headers: { accept: accept ?? '' } }).mediaTypes().some((type) => type.toLowerCase() === mediaType);
}

/**
 * The language tags of an Accept-Language header, the best rated first (header order on a tie),
 * without those weighted 0 and the wildcard.
 * @param {string | null | undefined} acceptLanguage
 * @returns {string[]}
 */
export function preferredLanguages(acceptLanguage) {
  if (!acceptLanguage) return [];
  return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages().filter((tag) => tag !== '*');
}
