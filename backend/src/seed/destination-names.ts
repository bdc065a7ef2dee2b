import { intlLocale, translationsFrom, type Translations } from './languages';

const displayNamesCache = new Map<string, Intl.DisplayNames>();

function regionDisplayNames(locale: string): Intl.DisplayNames {
  let names = displayNamesCache.get(locale);
  if (!names) {
    // fallback 'none' makes unknown codes come back as undefined instead of echoing the code
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNamesCache.set(locale, names);
  }
  return names;
}

/** The CLDR name of a country in every shop language, e.g. FR → { fr: "France", de: "Frankreich", … }. */
export function countryNames(isoCode: string): Translations {
  return translationsFrom((language) => {
    const name = regionDisplayNames(intlLocale(language)).of(isoCode.toUpperCase());
    if (!name) {
      throw new Error(`No CLDR name for region "${isoCode}" in ${language}`);
    }
    return name;
  });
}
