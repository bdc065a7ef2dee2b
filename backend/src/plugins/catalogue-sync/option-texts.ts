import { translationsFrom, type Translations } from '../../seed/languages';
import { durationOptionNames } from '../../seed/option-names';
import type { PluralForms } from '../../seed/seed-data-schema';
import { dataMbOfCode, UNLIMITED_DATA_CODE } from './package-matching';

/*
 * Names of the Data and Duration options a synced package may need that the seed never made
 * (issue 32, point 3): `500mb`, `unlimited`, `2d`. The seed's own reader (seed/option-names.ts
 * `dataAmount`) reads `500mb` as 500 GB, so data codes go through package-matching's
 * `dataMbOfCode` here. Whole gigabytes use the seed's template (texts.json `optionNames.data`).
 */

/** `{amount} MB` as each shop language writes megabytes (French: Mo, as it writes Go). */
const MEGABYTES: Translations = {
  en: '{amount} MB',
  fr: '{amount} Mo',
  es: '{amount} MB',
  it: '{amount} MB',
  de: '{amount} MB',
  nl: '{amount} MB',
  ja: '{amount}MB',
  zh_Hant: '{amount}MB',
};

const UNLIMITED: Translations = {
  en: 'Unlimited',
  fr: 'Illimité',
  es: 'Ilimitado',
  it: 'Illimitato',
  de: 'Unbegrenzt',
  nl: 'Onbeperkt',
  ja: '無制限',
  zh_Hant: '無限流量',
};

const MB_PER_GB = 1024;

/** The Data option's names of `dataCode` (`5gb`, `500mb`, `unlimited`); throws on a code no package makes. */
export function dataOptionNamesOf(dataCode: string, gigabytes: Translations): Translations {
  if (dataCode === UNLIMITED_DATA_CODE) return UNLIMITED;
  const mb = dataMbOfCode(dataCode);
  if (!Number.isFinite(mb)) throw new Error(`"${dataCode}" is not a data option code`);
  const [template, amount] = dataCode.endsWith('gb') ? [gigabytes, mb / MB_PER_GB] : [MEGABYTES, mb];
  return translationsFrom((language) => template[language].replace('{amount}', String(amount)));
}

/** The Duration option's names of `durationCode` (`30d`), with the seed's plural forms. */
export function durationOptionNamesOf(durationCode: string, days: Translations<PluralForms>): Translations {
  if (!/^\d+d$/.test(durationCode)) throw new Error(`"${durationCode}" is not a duration option code`);
  return durationOptionNames(durationCode, days);
}
