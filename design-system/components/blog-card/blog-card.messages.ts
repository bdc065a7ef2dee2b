import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const blogCardMessages = defineComponentMessages('BlogCard', {
  en: {
    views: '{count, plural, one {# view} other {# views}}',
  },
  fr: {
    views: '{count, plural, one {# vue} other {# vues}}',
  },
  es: {
    views: '{count, plural, one {# visita} other {# visitas}}',
  },
  it: {
    views: '{count, plural, one {# visualizzazione} other {# visualizzazioni}}',
  },
  de: {
    views: '{count, plural, one {# Aufruf} other {# Aufrufe}}',
  },
  nl: {
    views: '{count, plural, one {# weergave} other {# weergaven}}',
  },
  ja: {
    views: '{count, plural, other {#回閲覧}}',
  },
  tw: {
    views: '{count, plural, other {# 次瀏覽}}',
  },
});
