import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const facetListMessages = defineComponentMessages('FacetList', {
  en: {
    count: '{count, plural, one {# plan} other {# plans}}',
  },
  fr: {
    count: '{count, plural, one {# forfait} other {# forfaits}}',
  },
  es: {
    count: '{count, plural, one {# plan} other {# planes}}',
  },
  it: {
    count: '{count, plural, one {# piano} other {# piani}}',
  },
  de: {
    count: '{count, plural, one {# Tarif} other {# Tarife}}',
  },
  nl: {
    count: '{count, plural, one {# bundel} other {# bundels}}',
  },
  ja: {
    count: '{count} 件',
  },
  tw: {
    count: '{count} 個方案',
  },
});
