import { describe, expect, it } from 'vitest';

import { fitMetaText, formatPrice } from '../src/seed/meta-texts';

describe('formatPrice', () => {
  it('writes minor units the way the language does', () => {
    expect(formatPrice(399, 'EUR', 'en')).toBe('€3.99');
    expect(formatPrice(399, 'EUR', 'fr')).toBe('3,99\u00a0€');
    expect(formatPrice(1249, 'EUR', 'de')).toBe('12,49\u00a0€');
  });
});

describe('fitMetaText', () => {
  const candidates = ['{name} eSIM: prepaid data plans from {price}', '{name} eSIM from {price}', '{name} eSIM'];

  it('takes the richest text that fits', () => {
    expect(fitMetaText(candidates, { name: 'France', price: '€3.99' }, 60)).toBe('France eSIM: prepaid data plans from €3.99');
  });

  it('falls back to a shorter text for a long name', () => {
    const name = 'Saint Vincent and the Grenadines';
    expect(fitMetaText(candidates, { name, price: '€3.99' }, 60)).toBe(`${name} eSIM from €3.99`);
  });

  it('cuts the last one at a word with an ellipsis only when nothing fits', () => {
    const text = fitMetaText(candidates, { name: 'A very long destination name indeed', price: '€3.99' }, 20);
    expect([...text].length).toBeLessThanOrEqual(20);
    expect(text).toBe('A very long…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(fitMetaText(['{name}'], { name: '𝔸'.repeat(10) }, 10)).toBe('𝔸'.repeat(10));
  });
});
