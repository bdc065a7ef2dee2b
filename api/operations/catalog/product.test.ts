import { describe, expect, it } from 'vitest';

import { axisOfGroup, compareVariants, leadingNumber, parseInfoRows, parseIntro, selectVariant, type Variant } from './product';

const DESCRIPTION = `<p>Prepaid data-only eSIM for France: no calls, no SMS &amp; no phone number.</p>
<ul class="plan-info">
  <li data-row="speed"><strong>Speed</strong> 4G/5G</li>
  <li data-row="calls-sms"><strong>Calls &amp; SMS</strong> Data only</li>
  <li data-row="unknown"><strong>Ignored</strong> row</li>
  <li data-row="coverage"><strong>Coverage list:</strong> France</li>
</ul>`;

function variant(id: string, data: string, duration: string): Variant {
  return {
    id,
    sku: id,
    name: id,
    data: { code: data, label: data },
    duration: { code: duration, label: duration },
    price: { amount: 100, currency: 'EUR' },
  };
}

describe('product description', () => {
  it('reads the known info rows by their data-row key, labels as written', () => {
    expect(parseInfoRows(DESCRIPTION)).toEqual([
      { key: 'speed', label: 'Speed', value: '4G/5G' },
      { key: 'calls-sms', label: 'Calls & SMS', value: 'Data only' },
      { key: 'coverage', label: 'Coverage list', value: 'France' },
    ]);
  });

  it('keeps the intro paragraphs as plain text', () => {
    expect(parseIntro(DESCRIPTION)).toEqual(['Prepaid data-only eSIM for France: no calls, no SMS & no phone number.']);
    expect(parseIntro('<p>Hi <script>alert(1)</script>there</p>')).toEqual(['Hi alert(1) there']);
  });
});

describe('variants', () => {
  it('knows the axis of an option group by its code suffix', () => {
    expect(axisOfGroup('france-data')).toBe('data');
    expect(axisOfGroup('united-states-duration')).toBe('duration');
    expect(axisOfGroup('colour')).toBeUndefined();
  });

  it('sorts by the leading number of the data amount, then of the duration', () => {
    const sorted = [
      variant('c', '10 GB', '30 days'),
      variant('a', '1 GB', '7 days'),
      variant('d', '10 GB', '7 days'),
      variant('b', '3 GB', '7 days'),
    ].sort(compareVariants);
    expect(sorted.map((entry) => entry.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(leadingNumber('1,5 GB')).toBe(1.5);
    expect(leadingNumber('Unlimited')).toBe(Number.POSITIVE_INFINITY);
  });

  it('selects the variant matching every given axis, the first one when none is given', () => {
    const variants = [variant('a', '1gb', '7d'), variant('b', '1gb', '30d'), variant('c', '5gb', '30d')];
    expect(selectVariant(variants, {})).toEqual({ ok: true, variantId: 'a' });
    expect(selectVariant(variants, { duration: '30d' })).toEqual({ ok: true, variantId: 'b' });
    expect(selectVariant(variants, { data: '5gb', duration: '30d' })).toEqual({ ok: true, variantId: 'c' });
    expect(selectVariant(variants, { data: '5gb', duration: '7d' })).toEqual({ ok: false });
  });
});
