import { describe, expect, it } from 'vitest';
import { countModels, filterDevices, foldForSearch, searchWords, type DeviceBrand } from './device-checker.logic';

const brands: DeviceBrand[] = [
  { name: 'Apple', models: ['iPhone 15', 'iPhone 15 Pro', 'iPhone SE (2022)', 'iPad Pro 12.9'] },
  { name: 'Samsung', models: ['Galaxy S23', 'Galaxy S23+', 'Galaxy Z Fold5'] },
  { name: 'Google', models: ['Pixel 8', 'Pixel 8 Pro'] },
  { name: 'Huawei', models: ['P40'] },
  { name: 'Motorola', models: ['Razr 2022', 'Edge 40'] },
  { name: 'Honor', models: ['Magic5 Pro'] },
  { name: 'Fairphone', models: ['Fairphone 5'] },
  { name: 'Sony', models: ['Xperia 10 IV'] },
  { name: 'Oppo', models: ['Find X5'] },
  { name: 'Xiaomi', models: ['13T Pro'] },
  { name: 'Rakuten', models: ['Hand 5G'] },
  { name: 'Sharp', models: ['AQUOS sense7', 'AQUOS wish3'] },
];

const names = (term: string, brand = '') =>
  filterDevices(brands, { term, brand }).flatMap((group) => group.models.map((model) => `${group.brand} ${model}`));

describe('foldForSearch', () => {
  it('drops accents and case, and collapses punctuation', () => {
    expect(foldForSearch('  Éxpéria—10  ÏV ')).toBe('experia 10 iv');
    expect(foldForSearch('Galaxy-S23')).toBe('galaxy s23');
    expect(foldForSearch('Galaxy S23+')).toBe('galaxy s23+');
  });

  it('gives no word for a blank term', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(' iPhone  15 ')).toEqual(['iphone', '15']);
  });
});

describe('filterDevices', () => {
  it('lists everything, grouped by brand in order, for an empty term', () => {
    const groups = filterDevices(brands, { term: '', brand: '' });
    expect(groups.map((group) => group.brand)).toEqual(brands.map((brand) => brand.name));
    expect(countModels(groups)).toBe(20);
  });

  it('matches a brand name: all its models', () => {
    expect(names('samsung')).toEqual(['Samsung Galaxy S23', 'Samsung Galaxy S23+', 'Samsung Galaxy Z Fold5']);
  });

  it('needs every word, found in the brand or the model', () => {
    expect(names('apple pro')).toEqual(['Apple iPhone 15 Pro', 'Apple iPad Pro 12.9']);
    expect(names('pixel pro 8')).toEqual(['Google Pixel 8 Pro']);
    expect(names('pixel 9')).toEqual([]);
  });

  it('ignores case and accents on both sides', () => {
    expect(names('IPHONE 15 PRO')).toEqual(['Apple iPhone 15 Pro']);
    expect(names('hüawéi')).toEqual(['Huawei P40']);
    expect(names('aquos sénse')).toEqual(['Sharp AQUOS sense7']);
  });

  it('matches a word written without the model’s spaces', () => {
    expect(names('iphone15')).toEqual(['Apple iPhone 15', 'Apple iPhone 15 Pro']);
  });

  it('keeps to the chosen brand', () => {
    expect(names('pro', 'Google')).toEqual(['Google Pixel 8 Pro']);
    expect(names('', 'Huawei')).toEqual(['Huawei P40']);
    expect(names('pixel', 'Apple')).toEqual([]);
  });

  it('finds nothing for an unknown model', () => {
    const groups = filterDevices(brands, { term: 'nokia 3310', brand: '' });
    expect(groups).toEqual([]);
    expect(countModels(groups)).toBe(0);
  });
});
