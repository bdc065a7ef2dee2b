import { intlLocale, type ShopLanguage } from './languages';

/** What search engines show before cutting: the limits the storefront's SEO relies on. */
export const META_LIMITS = { title: 60, description: 155 } as const;

const ELLIPSIS = '…';

/** "€3.99", "3,99 €": a price in minor units as the shop language writes it. */
export function formatPrice(minorUnits: number, currency: string, language: ShopLanguage): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(minorUnits / 100);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

/**
 * The first candidate that fits `limit` characters once filled in. Candidates go from the
 * richest text to the shortest, so long destination names still get a complete sentence;
 * only if even the last one is too long is it cut at a word and marked with an ellipsis.
 */
export function fitMetaText(candidates: readonly string[], values: Record<string, string>, limit: number): string {
  const filled = candidates.map((candidate) => fill(candidate, values));
  const fitting = filled.find((text) => [...text].length <= limit);
  if (fitting !== undefined) return fitting;
  const last = [...(filled.at(-1) ?? '')].slice(0, limit - 1).join('');
  const cut = last.lastIndexOf(' ');
  return `${(cut > limit / 2 ? last.slice(0, cut) : last).trimEnd()}${ELLIPSIS}`;
}
