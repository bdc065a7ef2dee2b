import { intlLocaleOf, LOCAL_PLAN_TYPE, translationIn, type DestinationRecord } from './destination-record';
import { normalizeTerm } from './normalize';
import { SuggestionMatcher, type Suggestion } from './suggestion-matcher';

/** A destination named in the shopper's language, linked to its local plan when one is sold. */
export interface DestinationView {
  code: string;
  name: string;
  slug: string | null;
}

interface ListingMatch {
  productIds: string[];
  destinationValueIds: string[];
}

export interface LookAlikeGroup {
  codes: readonly string[];
  /** Members whose pages show the guard; every member when absent. */
  showOn?: readonly string[];
}

/**
 * The catalogue as the Shop API extensions read it: suggestions, the destinations a regional
 * plan covers and the look-alikes of a destination. Built from a snapshot of the products;
 * never mutated, so a request always sees one consistent catalogue.
 */
export class CatalogDirectory {
  private readonly byProductId: Map<string, DestinationRecord>;
  /** The local plan of each flag code: where a destination's name and link come from. */
  private readonly localByCode: Map<string, DestinationRecord>;
  private readonly matcher: SuggestionMatcher;

  constructor(
    records: readonly DestinationRecord[],
    private readonly lookAlikeGroups: readonly LookAlikeGroup[],
    private readonly defaultLanguage: string,
  ) {
    this.byProductId = new Map(records.map((record) => [record.productId, record]));
    this.localByCode = new Map();
    for (const record of records) {
      if (record.planType === LOCAL_PLAN_TYPE && !this.localByCode.has(record.flagCode)) {
        this.localByCode.set(record.flagCode, record);
      }
    }
    this.matcher = new SuggestionMatcher(records, defaultLanguage);
  }

  get size(): number {
    return this.byProductId.size;
  }

  /** A product's destination flag code, plan type and region, or undefined for a product that is no destination. */
  placeOf(productId: string): Pick<DestinationRecord, 'flagCode' | 'planType' | 'region'> | undefined {
    return this.byProductId.get(productId);
  }

  suggest(term: string, language: string, take: number): Suggestion[] {
    return this.matcher.suggest(term, language, take);
  }

  /**
   * What a listing searched by `term` is narrowed to: the matched products, best first, and their
   * `destination` facet values (one per product), which Vendure's search filters by; 'blank' for a
   * term with nothing to match on.
   */
  listingMatch(term: string, language: string): ListingMatch | 'blank' {
    if (normalizeTerm(term).length === 0) return 'blank';
    const productIds = this.matcher.matchingProductIds(term, language);
    const destinationValueIds = new Set<string>();
    for (const productId of productIds) {
      const record = this.byProductId.get(productId);
      if (record) destinationValueIds.add(record.destinationValueId);
    }
    return { productIds, destinationValueIds: [...destinationValueIds] };
  }

  closest(term: string, language: string, take: number): Suggestion[] {
    return this.matcher.closest(term, language, take);
  }

  /**
   * A regional plan's covered destinations, alphabetical in `language`; [] for a local plan.
   * `codes` are the product's own coverage codes when the caller has the product at hand (fresher
   * than this snapshot); otherwise the snapshot's are used.
   */
  coverageOf(productId: string, language: string, codes?: readonly string[]): DestinationView[] {
    const coverage = codes ?? this.byProductId.get(productId)?.coverage ?? [];
    const collator = collatorFor(language);
    return coverage.map((code) => this.destination(code, language)).sort((a, b) => collator.compare(a.name, b.name));
  }

  /** The other sold members of the look-alike groups that show the guard on this product. */
  lookAlikesOf(productId: string, language: string): DestinationView[] {
    const record = this.byProductId.get(productId);
    if (!record || record.planType !== LOCAL_PLAN_TYPE) return [];
    const codes = new Set<string>();
    for (const group of this.lookAlikeGroups) {
      if (!group.codes.includes(record.flagCode)) continue;
      if (group.showOn && !group.showOn.includes(record.flagCode)) continue;
      for (const code of group.codes) {
        if (code !== record.flagCode && this.localByCode.has(code)) codes.add(code);
      }
    }
    return [...codes].map((code) => this.destination(code, language));
  }

  /** Named by its local plan if sold, else by CLDR, else by its code. */
  destination(code: string, language: string): DestinationView {
    const local = this.localByCode.get(code);
    const translation = local && translationIn(local, language, this.defaultLanguage);
    if (translation) return { code, name: translation.destinationName, slug: translation.slug };
    return { code, name: cldrName(code, language) ?? code, slug: null };
  }
}

function collatorFor(language: string): Intl.Collator {
  try {
    return new Intl.Collator(intlLocaleOf(language));
  } catch {
    return new Intl.Collator('en');
  }
}

function cldrName(code: string, language: string): string | undefined {
  try {
    return new Intl.DisplayNames([intlLocaleOf(language)], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
  } catch {
    // not a region code CLDR accepts (e.g. a region icon name)
    return undefined;
  }
}
