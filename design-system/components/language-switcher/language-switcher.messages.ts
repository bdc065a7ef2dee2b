import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const languageSwitcherMessages = defineComponentMessages('LanguageSwitcher', {
  en: {
    trigger: '{code}, Language: {language}',
    list: 'Choose your language',
  },
  fr: {
    trigger: '{code}, Langue : {language}',
    list: 'Choisissez votre langue',
  },
  es: {
    trigger: '{code}, Idioma: {language}',
    list: 'Elige tu idioma',
  },
  it: {
    trigger: '{code}, Lingua: {language}',
    list: 'Scegli la tua lingua',
  },
  de: {
    trigger: '{code}, Sprache: {language}',
    list: 'Sprache wählen',
  },
  nl: {
    trigger: '{code}, Taal: {language}',
    list: 'Kies je taal',
  },
  ja: {
    trigger: '{code}、言語：{language}',
    list: '言語を選択',
  },
  tw: {
    trigger: '{code}，語言：{language}',
    list: '選擇語言',
  },
});
