/** Texts of one product in one language. */
export interface RecordTranslation {
  /** "France eSIM" */
  productName: string;
  slug: string;
  /** "France": the product name before " eSIM" (the storefront's region). */
  destinationName: string;
}

/**
 * What the catalogue look-ups know about one sold product, independent of Vendure:
 * built from the database by the index service, or by hand in tests.
 */
export interface DestinationRecord {
  productId: string;
  /** `destination` facet value code: flag-icons code or region icon name. */
  flagCode: string;
  /** That facet value's id: how a listing searched by name is narrowed to the matched destinations. */
  destinationValueId: string;
  /** `plan-type` facet value code: `local` or `regional`. */
  planType: string;
  /** `region` facet value (root region, `europe`), its code and id (Vendure's search filters by id). */
  region?: { code: string; valueId: string };
  /** By Vendure language code (`en`, `zh_Hant`). */
  translations: Partial<Record<string, RecordTranslation>>;
  /** Flag codes of the destinations a regional plan covers. */
  coverage: readonly string[];
  /** Other names travellers type for it (aliases.json). */
  aliases: readonly string[];
}

export const LOCAL_PLAN_TYPE = 'local';

/** The record's texts in `language`, else in the default language, else in any. */
export function translationIn(record: DestinationRecord, language: string, defaultLanguage: string): RecordTranslation | undefined {
  return (
    record.translations[language] ??
    record.translations[defaultLanguage] ??
    Object.values(record.translations).find((translation) => translation !== undefined)
  );
}

/** Vendure's `zh_Hant` → BCP 47 `zh-Hant` for Intl. */
export function intlLocaleOf(languageCode: string): string {
  return languageCode.replace('_', '-');
}
