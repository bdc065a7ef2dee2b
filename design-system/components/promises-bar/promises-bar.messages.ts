import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const promisesBarMessages = defineComponentMessages('PromisesBar', {
  en: {
    label: 'Our promises',
  },
  fr: {
    label: 'Nos engagements',
  },
  es: {
    label: 'Nuestros compromisos',
  },
  it: {
    label: 'I nostri impegni',
  },
  de: {
    label: 'Unsere Versprechen',
  },
  nl: {
    label: 'Onze beloftes',
  },
  ja: {
    label: '私たちの約束',
  },
  tw: {
    label: '我們的承諾',
  },
});
