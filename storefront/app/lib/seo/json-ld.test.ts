import { describe, expect, it } from 'vitest';

import { serializeJsonLd } from './json-ld';

describe('JSON-LD', () => {
  it('cannot be broken out of its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
