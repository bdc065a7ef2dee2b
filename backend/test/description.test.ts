import { describe, expect, it } from 'vitest';

import { buildDescriptionHtml, DESCRIPTION_ROWS, type DescriptionContent } from '../src/seed/description';

const content: DescriptionContent = {
  intro: 'Prepaid data-only eSIM.',
  rows: {
    speed: { label: 'Speed', value: '4G/5G' },
    'calls-sms': { label: 'Calls & SMS', value: 'Data only' },
    'roaming-network': { label: 'Roaming Network', value: 'AT&T and T-Mobile' },
    activation: { label: 'Activation', value: 'On install' },
    'compatible-devices': { label: 'Compatible devices list', value: 'Unlocked <eSIM> phones' },
    coverage: { label: 'Coverage list', value: 'United States' },
  },
};

describe('buildDescriptionHtml', () => {
  const html = buildDescriptionHtml(content);

  it('starts with the intro paragraph', () => {
    expect(html.startsWith('<p>Prepaid data-only eSIM.</p><ul class="plan-info">')).toBe(true);
  });

  it('writes the six rows the storefront reads, in contract order', () => {
    const rows = [...html.matchAll(/<li data-row="([a-z-]+)"><strong>/g)].map((match) => match[1]);
    expect(rows).toEqual([...DESCRIPTION_ROWS]);
  });

  it('puts the label in <strong> followed by the value', () => {
    expect(html).toContain('<li data-row="speed"><strong>Speed</strong> 4G/5G</li>');
  });

  it('escapes HTML in labels and values', () => {
    expect(html).toContain('<strong>Calls &amp; SMS</strong>');
    expect(html).toContain('AT&amp;T and T-Mobile');
    expect(html).toContain('Unlocked &lt;eSIM&gt; phones');
  });
});
