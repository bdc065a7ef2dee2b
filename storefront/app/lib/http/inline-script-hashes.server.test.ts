import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { inlineScriptHashes } from './inline-script-hashes.server';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script, classic and module', () => {
    const html = '<head><script>window.a=1;</script></head><body><script type="module" async="">import "/assets/x.js";\n</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1;'), sha256('import "/assets/x.js";\n')]);
  });

  it('skips external scripts and data blocks, and names a repeated script once', () => {
    const html = [
      '<script src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>same()</script><script>same()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('same()')]);
  });

  it('hashes characters beyond ASCII as UTF-8, like the browser', () => {
    expect(inlineScriptHashes('<script>t("日本 €")</script>')).toEqual([sha256('t("日本 €")')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });
});
