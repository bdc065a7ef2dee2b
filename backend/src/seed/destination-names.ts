import { intlLocale, translationsFrom, type Translations } from './languages';

type NameStyle = 'long' | 'short';

const displayNamesCache = new Map<string, Intl.DisplayNames>();

function regionDisplayNames(locale: string, style: NameStyle): Intl.DisplayNames {
  const key = `${locale}:${style}`;
  let names = displayNamesCache.get(key);
  if (!names) {
    // fallback 'none' makes unknown codes come back as undefined instead of echoing the code
    names = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' });
    displayNamesCache.set(key, names);
  }
  return names;
}

/**
 * The CLDR name of a country in every shop language, e.g. FR → { fr: "France", de: "Frankreich", … }.
 * `short` picks CLDR's short form, for the few whose long name is an administrative title
 * ("Hong Kong SAR China" → "Hong Kong").
 */
export function countryNames(isoCode: string, style: NameStyle = 'long'): Translations {
  return translationsFrom((language) => {
    const name = regionDisplayNames(intlLocale(language), style).of(isoCode.toUpperCase());
    if (!name) {
      throw new Error(`No CLDR name for region "${isoCode}" in ${language}`);
    }
    return name;
  });
}

/** True when CLDR names the code in every shop language. */
export function isKnownCountry(isoCode: string): boolean {
  try {
    countryNames(isoCode);
    return true;
  } catch {
    return false;
  }
}
