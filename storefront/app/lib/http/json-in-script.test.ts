import { describe, expect, it } from 'vitest';

import { jsonInScript } from './json-in-script';

describe('JSON written inside a script element', () => {
  it('cannot be broken out of, nor open a comment, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- a comment -->' };
    const json = jsonInScript(value);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(value);
  });
});
