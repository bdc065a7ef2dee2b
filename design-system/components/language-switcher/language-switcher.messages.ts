import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const languageSwitcherMessages = defineComponentMessages('LanguageSwitcher', {
  en: {
    trigger: 'Language: {language}',
    list: 'Choose your language',
  },
  fr: {
    trigger: 'Langue : {language}',
    list: 'Choisissez votre langue',
  },
  es: {
    trigger: 'Idioma: {language}',
    list: 'Elige tu idioma',
  },
  it: {
    trigger: 'Lingua: {language}',
    list: 'Scegli la tua lingua',
  },
  de: {
    trigger: 'Sprache: {language}',
    list: 'Sprache wählen',
  },
  nl: {
    trigger: 'Taal: {language}',
    list: 'Kies je taal',
  },
  ja: {
    trigger: '言語：{language}',
    list: '言語を選択',
  },
  tw: {
    trigger: '語言：{language}',
    list: '選擇語言',
  },
});
