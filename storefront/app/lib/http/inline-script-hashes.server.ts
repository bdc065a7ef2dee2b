import { createHash } from 'node:crypto';

// A script element's raw text runs to the first `</script`: HTML parses it that way, so a regular
// expression reads exactly what the browser will hash.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/giu;
const HAS_SRC = /\ssrc\s*=/iu;
// Data blocks are never executed, so the policy need not name them.
const DATA_BLOCK_TYPE = /\stype\s*=\s*["']?application\/(ld\+)?json/iu;

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script of a finished page: what a page
 * that a shared cache keeps lists instead of a nonce, since a nonce served to every visitor of
 * the cached copy would protect nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
