import { intlLocale, type ShopLanguage } from '../../seed/languages';
import type { SupplierPackage } from '../esim-delivery/esim-supplier';

/*
 * The product page's "Speed" and "Roaming network" rows (issue 32, point 3) come from the
 * supplier's packages once a sync supplies a product. The storefront reads its info rows from the
 * product description's `<li data-row="…">` items (seed/description.ts, api/…/product.ts
 * `parseInfoRows`), so the sync rewrites the values of those two rows in each language and keeps
 * everything else staff wrote (intro, labels, the other rows): no storefront change is needed.
 */

/** What a product's packages say about its networks: the two rows' values before formatting. */
export interface PackageInfo {
  /** `4G/5G`: every speed any of its networks offers, slowest first. */
  speed: string;
  /** Operator names, the most widespread first, at most {@link MAX_LISTED_NETWORKS}. */
  networks: string[];
}

/**
 * A regional plan roams on dozens of operators; the row names the most widespread few, as the
 * seed's invented lists did (three or four names).
 */
const MAX_LISTED_NETWORKS = 6;

/** `5G` → 5, `LTE` → 4; unknown names sort last, by name. */
function generationOf(speed: string): number {
  const match = /^(\d)G$/i.exec(speed);
  if (match?.[1]) return Number(match[1]);
  return /^LTE/i.test(speed) ? 4 : 99;
}

/**
 * The info of the packages supplying one product, or undefined when they name no network (then
 * the rows are left as they are). Operators are counted once per package and country, ties keep
 * the order they first appear in, so the same packages always give the same rows.
 */
export function packageInfo(packages: readonly Pick<SupplierPackage, 'networks'>[]): PackageInfo | undefined {
  const operators = new Map<string, { count: number; first: number }>();
  const speeds = new Set<string>();
  for (const pkg of packages) {
    const seen = new Set<string>();
    for (const network of Array.isArray(pkg.networks) ? pkg.networks : []) {
      const operator = typeof network.operator === 'string' ? network.operator.trim() : '';
      if (operator === '') continue;
      for (const speed of Array.isArray(network.speeds) ? network.speeds : []) {
        // `4G/5G` as one entry, as the sandbox's seeded packages name it, counts as both
        for (const part of String(speed).split('/')) if (part.trim() !== '') speeds.add(part.trim());
      }
      const key = `${operator}|${network.country}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const known = operators.get(operator);
      if (known) known.count += 1;
      else operators.set(operator, { count: 1, first: operators.size });
    }
  }
  if (operators.size === 0) return undefined;
  const networks = [...operators.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, MAX_LISTED_NETWORKS)
    .map(([name]) => name);
  const speed = [...speeds].sort((a, b) => generationOf(a) - generationOf(b) || (a < b ? -1 : a > b ? 1 : 0)).join('/');
  return { speed, networks };
}

/** The two rows' texts in one language, as seed/catalogue-plan.ts writes them. */
export function infoRowValues(info: PackageInfo, language: ShopLanguage): { speed: string; 'roaming-network': string } {
  const list = new Intl.ListFormat(intlLocale(language), { type: 'conjunction', style: 'long' }).format(info.networks);
  return { speed: info.speed, 'roaming-network': list };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function unescapeHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

type InfoRow = 'speed' | 'roaming-network';

function rowPattern(row: InfoRow): RegExp {
  return new RegExp(`(<li[^>]*data-row="${row}"[^>]*>\\s*<strong>[\\s\\S]*?</strong>)([\\s\\S]*?)(</li>)`);
}

/** A row's value as the product page shows it, or undefined when the description has no such row. */
export function infoRowValue(description: string, row: InfoRow): string | undefined {
  const match = rowPattern(row).exec(description);
  return match ? unescapeHtml(match[2] ?? '') : undefined;
}

/**
 * The description with the two rows' values replaced, or undefined when nothing changes (a row
 * already right, or missing: staff removed it, and the sync does not put it back).
 */
export function withInfoRows(description: string, values: Record<InfoRow, string>): string | undefined {
  let changed = false;
  let html = description;
  for (const row of ['speed', 'roaming-network'] as const) {
    const current = infoRowValue(html, row);
    if (current === undefined || current === values[row]) continue;
    html = html.replace(
      rowPattern(row),
      (_match, head: string, _value: string, tail: string) => `${head} ${escapeHtml(values[row])}${tail}`,
    );
    changed = true;
  }
  return changed ? html : undefined;
}
