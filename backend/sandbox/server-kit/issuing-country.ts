/**
 * The country that issued a simulator's test card (the card sandbox's, the Stripe simulator's), as
 * a card provider reports it (Stripe's `card.country`): the numbers `4000 00NN N...` carry the ISO
 * 3166-1 numeric code NNN, as Stripe's own country test cards do (`4000 0025 0000 0003` France,
 * `4000 0027 6000 0016` Germany). Any other number's issuer is not known here: undefined.
 */
const NUMERIC_TO_ALPHA2: Readonly<Record<string, string>> = {
  '040': 'AT', '056': 'BE', '100': 'BG', '191': 'HR', '196': 'CY', '203': 'CZ', '208': 'DK', '233': 'EE', '246': 'FI',
  '250': 'FR', '276': 'DE', '300': 'GR', '348': 'HU', '372': 'IE', '380': 'IT', '428': 'LV', '440': 'LT', '442': 'LU',
  '470': 'MT', '528': 'NL', '616': 'PL', '620': 'PT', '642': 'RO', '703': 'SK', '705': 'SI', '724': 'ES', '752': 'SE',
  '826': 'GB', '756': 'CH', '578': 'NO', '840': 'US', '124': 'CA', '392': 'JP', '158': 'TW', '036': 'AU',
}; // prettier-ignore

export function issuingCountryOf(digits: string): string | undefined {
  const numeric = /^400000(\d{3})/.exec(digits)?.[1];
  return numeric === undefined ? undefined : NUMERIC_TO_ALPHA2[numeric];
}
