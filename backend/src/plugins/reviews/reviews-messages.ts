import { SHOP_LANGUAGES, type ShopLanguage, type Translations } from '../../seed/languages';

/** The Admin API's refusal of a bulk moderation past its size (ICU: `max` fills in). */
const TOO_MANY_MODERATED = 'reviews-too-many-moderated';
export const TOO_MANY_MODERATED_KEY = `error.${TOO_MANY_MODERATED}`;

const TOO_MANY_MODERATED_MESSAGES: Translations = {
  en: 'At most {max} reviews can be approved or rejected at once.',
  fr: 'Vous pouvez approuver ou refuser au plus {max} avis à la fois.',
  es: 'Se pueden aprobar o rechazar como máximo {max} opiniones a la vez.',
  it: 'Si possono approvare o rifiutare al massimo {max} recensioni alla volta.',
  de: 'Es können höchstens {max} Bewertungen auf einmal freigegeben oder abgelehnt werden.',
  nl: 'U kunt maximaal {max} beoordelingen tegelijk goedkeuren of afwijzen.',
  ja: '一度に承認または却下できるレビューは{max}件までです。',
  zh_Hant: '一次最多只能核准或拒絕 {max} 則評論。',
};

/** For I18nService.addTranslation: the Admin API's moderation refusal under `error.*`. */
export function reviewsTranslations(): Array<[ShopLanguage, { error: Record<string, string> }]> {
  return SHOP_LANGUAGES.map((language) => [language, { error: { [TOO_MANY_MODERATED]: TOO_MANY_MODERATED_MESSAGES[language] } }]);
}
