import { describe, expect, it } from 'vitest';
import { telHref } from './contact-options.logic';

describe('telHref', () => {
  it.each<[string, string]>([
    ['+33 1 23 45 67 89', 'tel:+33123456789'],
    ['+33 (0)1 23 45 67 89', 'tel:+33123456789'],
    ['+1 (415) 555-0100', 'tel:+14155550100'],
    ['01.23.45.67.89', 'tel:0123456789'],
    ['  +44 20 7946 0000 ', 'tel:+442079460000'],
  ])('%s → %s', (number, expected) => {
    expect(telHref(number)).toBe(expected);
  });
});
