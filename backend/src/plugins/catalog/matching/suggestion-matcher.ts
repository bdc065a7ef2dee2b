import { intlLocaleOf, LOCAL_PLAN_TYPE, translationIn, type DestinationRecord } from './destination-record';
import { editsToWordStart } from './edit-distance';
import { normalizeSearchText, normalizeTerm } from './normalize';

/** How well a term matches; lower is better. The order is the ranking contract. */
const MATCH_RANK = {
  /** The whole name in any shop language, or a whole alias ("uk", "usa"). */
  exact: 0,
  /** The start of a name ("fran" → France). */
  namePrefix: 1,
  /** The start of a later word of a name ("states" → United States). */
  wordPrefix: 2,
  /** The start of an alias or of one of its words ("brit" → Great Britain → United Kingdom). */
  alias: 3,
} as const;
const NO_MATCH = Number.POSITIVE_INFINITY;
/** Longer than any word a traveller misspells; keeps the edit-distance work per request small. */
const MAX_FUZZY_TERM_LENGTH = 24;
/** One letter is near everything. */
const MIN_FUZZY_TERM_LENGTH = 2;

/** One edit per three letters typed, one to three: "itlay" (2 edits) finds Italy, "xyz" finds nothing. */
const MAX_EDITS = 3;
function allowedEditsFor(term: string): number {
  return Math.min(MAX_EDITS, Math.max(1, Math.floor(term.length / 3)));
}

export interface Suggestion {
  productId: string;
  slug: string;
  name: string;
  flagCode: string;
  planType: string;
}

interface Match {
  rank: number;
  suggestion: Suggestion;
  local: boolean;
}

interface Candidate {
  record: DestinationRecord;
  /** Destination names of all languages, normalised, without duplicates. */
  names: string[];
  aliases: string[];
}

function startsWithAtWord(text: string, term: string): boolean {
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', space + 1)) {
    if (text.startsWith(term, space + 1)) return true;
  }
  return false;
}

/** The candidate's best MATCH_RANK for the term, or NO_MATCH. */
function rankOf(candidate: Candidate, term: string): number {
  let best: number = NO_MATCH;
  for (const name of candidate.names) {
    if (name === term) return MATCH_RANK.exact;
    if (name.startsWith(term)) best = MATCH_RANK.namePrefix;
    else if (best > MATCH_RANK.wordPrefix && startsWithAtWord(name, term)) best = MATCH_RANK.wordPrefix;
  }
  for (const alias of candidate.aliases) {
    if (alias === term) return MATCH_RANK.exact;
    if (best > MATCH_RANK.alias && (alias.startsWith(term) || startsWithAtWord(alias, term))) best = MATCH_RANK.alias;
  }
  return best;
}

/**
 * The destination search behind the search bar: every destination name in every shop
 * language plus the aliases, matched as travellers type (see normalize.ts), ranked by
 * MATCH_RANK, then local plans before regional ones, then alphabetically in the shopper's
 * language. Immutable: the index service swaps in a new matcher when the catalogue changes.
 */
export class SuggestionMatcher {
  private readonly candidates: Candidate[];
  private readonly collators = new Map<string, Intl.Collator>();

  constructor(
    records: readonly DestinationRecord[],
    private readonly defaultLanguage: string,
  ) {
    this.candidates = records.map((record) => ({
      record,
      names: [
        ...new Set(
          Object.values(record.translations)
            .map((translation) => (translation ? normalizeSearchText(translation.destinationName) : ''))
            .filter((name) => name.length > 0),
        ),
      ],
      aliases: [...new Set(record.aliases.map(normalizeSearchText).filter((alias) => alias.length > 0))],
    }));
  }

  suggest(term: string, language: string, take: number): Suggestion[] {
    if (take <= 0) return [];
    return this.ranked(term, language)
      .slice(0, take)
      .map((match) => match.suggestion);
  }

  /**
   * Every destination the term matches, best first (the order of `suggest`): what a listing
   * searched by the same term shows (search/destination-search-strategy.ts).
   */
  matchingProductIds(term: string, language: string): string[] {
    return this.ranked(term, language).map((match) => match.suggestion.productId);
  }

  /**
   * The destinations whose name or alias is nearest the term by edit distance: what a listing
   * that found nothing offers instead ("frnace" → France, "itlay" → Italy). Nearest first.
   */
  closest(term: string, language: string, take: number): Suggestion[] {
    const normalized = normalizeTerm(term).slice(0, MAX_FUZZY_TERM_LENGTH);
    if (normalized.length < MIN_FUZZY_TERM_LENGTH || take <= 0) return [];
    const allowed = allowedEditsFor(normalized);
    const matches: Match[] = [];
    for (const candidate of this.candidates) {
      let best = allowed + 1;
      for (const text of [...candidate.names, ...candidate.aliases]) {
        best = Math.min(best, editsToWordStart(normalized, text, best - 1));
        if (best === 0) break;
      }
      if (best > allowed) continue;
      const match = this.matchOf(candidate, best, language);
      if (match) matches.push(match);
    }
    return this.sorted(matches, language)
      .slice(0, take)
      .map((match) => match.suggestion);
  }

  private ranked(term: string, language: string): Match[] {
    const normalized = normalizeTerm(term);
    if (normalized.length === 0) return [];
    const matches: Match[] = [];
    for (const candidate of this.candidates) {
      const rank = rankOf(candidate, normalized);
      if (rank === NO_MATCH) continue;
      const match = this.matchOf(candidate, rank, language);
      if (match) matches.push(match);
    }
    return this.sorted(matches, language);
  }

  private matchOf(candidate: Candidate, rank: number, language: string): Match | undefined {
    const { record } = candidate;
    const translation = translationIn(record, language, this.defaultLanguage);
    if (!translation) return undefined;
    return {
      rank,
      local: record.planType === LOCAL_PLAN_TYPE,
      suggestion: {
        productId: record.productId,
        slug: translation.slug,
        name: translation.productName,
        flagCode: record.flagCode,
        planType: record.planType,
      },
    };
  }

  /** Lower rank first, then local plans, then alphabetically in the shopper language. */
  private sorted(matches: Match[], language: string): Match[] {
    const collator = this.collator(language);
    return matches.sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(b.local) - Number(a.local) ||
        collator.compare(a.suggestion.name, b.suggestion.name) ||
        a.suggestion.productId.localeCompare(b.suggestion.productId),
    );
  }

  private collator(language: string): Intl.Collator {
    let collator = this.collators.get(language);
    if (!collator) {
      try {
        collator = new Intl.Collator(intlLocaleOf(language));
      } catch {
        // a language code Intl does not know still gets a stable order
        collator = new Intl.Collator('en');
      }
      this.collators.set(language, collator);
    }
    return collator;
  }
}
