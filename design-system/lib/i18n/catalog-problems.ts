import { IntlMessageFormat } from 'intl-messageformat';

/**
 * What is wrong with a set of ICU catalogs (one per language, English first in
 * authority): missing or extra keys, invalid messages, placeholders that differ from
 * English, and texts that are a copy of English. Shared by the storefront's catalogs
 * and the design system's component catalogs. Test support: it needs the full
 * `intl-messageformat` parser.
 */
export function catalogProblems(
  catalogs: Readonly<Record<string, Readonly<Record<string, string>>>>,
  options: { languageTagOf: (locale: string) => string; sameAsEnglishAllowed?: ReadonlySet<string> },
): string[] {
  const english = catalogs['en'] ?? {};
  const englishKeys = Object.keys(english).sort();
  const problems: string[] = [];
  for (const [locale, catalog] of Object.entries(catalogs)) {
    const keys = new Set(Object.keys(catalog));
    for (const key of englishKeys) if (!keys.has(key)) problems.push(`${locale}: missing ${key}`);
    for (const key of keys) if (!(key in english)) problems.push(`${locale}: extra ${key}`);
    for (const [key, message] of Object.entries(catalog)) {
      const englishMessage = english[key];
      if (englishMessage === undefined) continue;
      let names: string[];
      try {
        names = placeholders(new IntlMessageFormat(message, options.languageTagOf(locale)));
      } catch (error) {
        problems.push(`${locale}: ${key} is not a valid ICU message (${String(error)})`);
        continue;
      }
      const englishNames = placeholders(new IntlMessageFormat(englishMessage, 'en'));
      if (names.join() !== englishNames.join())
        problems.push(`${locale}: ${key} has {${names.join()}} where English has {${englishNames.join()}}`);
      if (locale !== 'en' && message === englishMessage && !options.sameAsEnglishAllowed?.has(key)) {
        problems.push(`${locale}: ${key} is a copy of English ("${message}")`);
      }
    }
  }
  return problems;
}

/** The argument names of a message, plural and select branches included (their texts are not arguments). */
export function placeholders(format: IntlMessageFormat): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0 && element.type !== 8) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(format.getAst());
  return [...names].sort();
}
