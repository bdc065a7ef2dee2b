/** A maker and its eSIM-compatible models, as the installation page lists them. */
export interface DeviceBrand {
  name: string;
  models: readonly string[];
}

/** The models of one brand left by a search. */
export interface DeviceMatchGroup {
  brand: string;
  models: string[];
}

export interface DeviceQuery {
  /** What the visitor typed; empty lists everything. */
  term: string;
  /** A brand's exact name, or empty for all brands. */
  brand: string;
}

/**
 * Folds text for matching: accents dropped (é → e, ü → u), case folded,
 * runs of spaces and punctuation between words collapsed to one space, so
 * "Galaxy-S23" and "galaxy s23" compare equal.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim();
}

/** The words of a search term, folded; none for a blank term. */
export function searchWords(term: string): string[] {
  const folded = foldForSearch(term);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * Whether every word of the term is found in "brand model": "apple 15" finds
 * "iPhone 15" of Apple, "pixel 8" finds "Pixel 8 Pro". A word also matches
 * across the model's spaces ("iphone15" finds "iPhone 15").
 */
export function matchesDevice(words: readonly string[], brand: string, model: string): boolean {
  const text = foldForSearch(`${brand} ${model}`);
  const joined = text.replaceAll(' ', '');
  return words.every((word) => text.includes(word) || joined.includes(word));
}

/**
 * The compatible models left by a search and a brand choice, grouped by brand
 * in the given order (brands with no match left out).
 */
export function filterDevices(brands: readonly DeviceBrand[], { term, brand }: DeviceQuery): DeviceMatchGroup[] {
  const words = searchWords(term);
  return brands
    .filter((candidate) => brand === '' || candidate.name === brand)
    .map((candidate) => ({
      brand: candidate.name,
      models: candidate.models.filter((model) => matchesDevice(words, candidate.name, model)),
    }))
    .filter((group) => group.models.length > 0);
}

/** How many models the groups hold. */
export function countModels(groups: readonly DeviceMatchGroup[]): number {
  return groups.reduce((sum, group) => sum + group.models.length, 0);
}
