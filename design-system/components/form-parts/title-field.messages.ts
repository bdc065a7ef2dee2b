import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const titleFieldMessages = defineComponentMessages('TitleField', {
  en: {
    legend: 'Title',
    mr: 'Mr',
    mrs: 'Mrs',
  },
  fr: {
    legend: 'Civilité',
    mr: 'M.',
    mrs: 'Mme',
  },
  es: {
    legend: 'Tratamiento',
    mr: 'Sr.',
    mrs: 'Sra.',
  },
  it: {
    legend: 'Titolo',
    mr: 'Sig.',
    mrs: 'Sig.ra',
  },
  de: {
    legend: 'Anrede',
    mr: 'Herr',
    mrs: 'Frau',
  },
  nl: {
    legend: 'Aanhef',
    mr: 'Dhr.',
    mrs: 'Mevr.',
  },
  ja: {
    legend: '敬称',
    mr: '男性',
    mrs: '女性',
  },
  tw: {
    legend: '稱謂',
    mr: '先生',
    mrs: '女士',
  },
});
