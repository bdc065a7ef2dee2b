import type { ShopLanguage, Translations } from '../../seed/languages';
import type { CheckoutField, FieldProblem } from './address-rules';

/*
 * The billing step's messages in the shop's languages, registered with Vendure's I18nService:
 * `errorResult.CHECKOUT_ADDRESS_ERROR` is the error's message (translated by Vendure like any
 * ErrorResult), `checkoutAddress.problem.*` and `checkoutAddress.field.*` are read through
 * `ctx.translate`, so all of them follow the request's `languageCode`. The required, email and
 * max texts are spec §5's; the storefront's catalogs use the same words.
 */

export const CHECKOUT_ADDRESS_ERROR_MESSAGES: Translations = {
  en: 'The billing details are not valid',
  fr: 'Les informations de facturation ne sont pas valides',
  es: 'Los datos de facturación no son válidos',
  it: 'I dati di fatturazione non sono validi',
  de: 'Die Rechnungsangaben sind ungültig',
  nl: 'De factuurgegevens zijn ongeldig',
  ja: '請求先情報に誤りがあります',
  zh_Hant: '帳單資料無效',
};

export const FIELD_PROBLEM_MESSAGES: Record<FieldProblem, Translations> = {
  required: {
    en: 'This field is required',
    fr: 'Ce champ est obligatoire',
    es: 'Este campo es obligatorio',
    it: 'Questo campo è obbligatorio',
    de: 'Dieses Feld ist erforderlich',
    nl: 'Dit veld is verplicht',
    ja: 'この項目は必須です',
    zh_Hant: '此欄位為必填',
  },
  email: {
    en: 'Is not a valid email address',
    fr: "N'est pas une adresse e-mail valide",
    es: 'No es una dirección de correo electrónico válida',
    it: 'Non è un indirizzo email valido',
    de: 'Ist keine gültige E-Mail-Adresse',
    nl: 'Is geen geldig e-mailadres',
    ja: '有効なメールアドレスではありません',
    zh_Hant: '不是有效的電子郵件地址',
  },
  tooLong: {
    en: 'Field exceeded characters limit',
    fr: 'Le champ dépasse la limite de caractères',
    es: 'El campo supera el límite de caracteres',
    it: 'Il campo supera il limite di caratteri',
    de: 'Das Feld überschreitet die Zeichenbegrenzung',
    nl: 'Het veld overschrijdt de tekenlimiet',
    ja: '文字数の上限を超えています',
    zh_Hant: '欄位超過字數上限',
  },
  characters: {
    en: 'Contains characters that are not allowed',
    fr: 'Contient des caractères non autorisés',
    es: 'Contiene caracteres no permitidos',
    it: 'Contiene caratteri non consentiti',
    de: 'Enthält unzulässige Zeichen',
    nl: 'Bevat tekens die niet zijn toegestaan',
    ja: '使用できない文字が含まれています',
    zh_Hant: '包含不允許的字元',
  },
  zipCode: {
    en: 'Is not a valid zip code',
    fr: "N'est pas un code postal valide",
    es: 'No es un código postal válido',
    it: 'Non è un codice postale valido',
    de: 'Ist keine gültige Postleitzahl',
    nl: 'Is geen geldige postcode',
    ja: '有効な郵便番号ではありません',
    zh_Hant: '不是有效的郵遞區號',
  },
  state: {
    en: 'Is not a valid state',
    fr: "N'est pas un État valide",
    es: 'No es un estado válido',
    it: 'Non è uno stato valido',
    de: 'Ist kein gültiger Bundesstaat',
    nl: 'Is geen geldige staat',
    ja: '有効な州ではありません',
    zh_Hant: '不是有效的州',
  },
  country: {
    en: 'Is not a valid country',
    fr: "N'est pas un pays valide",
    es: 'No es un país válido',
    it: 'Non è un paese valido',
    de: 'Ist kein gültiges Land',
    nl: 'Is geen geldig land',
    ja: '有効な国ではありません',
    zh_Hant: '不是有效的國家或地區',
  },
};

/** The field names the detail lines start with ("Zip code: Is not a valid zip code"). */
export const FIELD_LABELS: Record<CheckoutField, Translations> = {
  email: { en: 'Email', fr: 'E-mail', es: 'Correo electrónico', it: 'Email', de: 'E-Mail', nl: 'E-mail', ja: 'メールアドレス', zh_Hant: '電子郵件' },
  firstName: { en: 'First name', fr: 'Prénom', es: 'Nombre', it: 'Nome', de: 'Vorname', nl: 'Voornaam', ja: '名', zh_Hant: '名字' },
  lastName: { en: 'Last name', fr: 'Nom', es: 'Apellidos', it: 'Cognome', de: 'Nachname', nl: 'Achternaam', ja: '姓', zh_Hant: '姓氏' },
  company: { en: 'Company', fr: 'Société', es: 'Empresa', it: 'Azienda', de: 'Firma', nl: 'Bedrijf', ja: '会社名', zh_Hant: '公司' },
  vatNumber: { en: 'VAT number', fr: 'Numéro de TVA', es: 'Número de IVA', it: 'Partita IVA', de: 'USt-IdNr.', nl: 'Btw-nummer', ja: 'VAT番号', zh_Hant: '增值稅號碼' },
  address1: { en: 'Address', fr: 'Adresse', es: 'Dirección', it: 'Indirizzo', de: 'Adresse', nl: 'Adres', ja: '住所', zh_Hant: '地址' },
  city: { en: 'City', fr: 'Ville', es: 'Ciudad', it: 'Città', de: 'Stadt', nl: 'Plaats', ja: '市区町村', zh_Hant: '城市' },
  state: { en: 'State', fr: 'État', es: 'Estado', it: 'Stato', de: 'Bundesstaat', nl: 'Staat', ja: '州', zh_Hant: '州' },
  postcode: { en: 'Zip code', fr: 'Code postal', es: 'Código postal', it: 'CAP', de: 'Postleitzahl', nl: 'Postcode', ja: '郵便番号', zh_Hant: '郵遞區號' },
  countryCode: { en: 'Country', fr: 'Pays', es: 'País', it: 'Paese', de: 'Land', nl: 'Land', ja: '国', zh_Hant: '國家或地區' },
};

export const problemKey = (problem: FieldProblem) => `checkoutAddress.problem.${problem}`;
export const fieldLabelKey = (field: CheckoutField) => `checkoutAddress.field.${field}`;

function inLanguage<K extends string>(table: Record<K, Translations>, language: ShopLanguage): Record<K, string> {
  return Object.fromEntries(Object.entries<Translations>(table).map(([key, texts]) => [key, texts[language]])) as Record<K, string>;
}

/** One i18next resource bundle per shop language. */
export function checkoutTranslations(): Array<[ShopLanguage, Record<string, unknown>]> {
  return (Object.keys(CHECKOUT_ADDRESS_ERROR_MESSAGES) as ShopLanguage[]).map((language) => [
    language,
    {
      errorResult: { CHECKOUT_ADDRESS_ERROR: CHECKOUT_ADDRESS_ERROR_MESSAGES[language] },
      checkoutAddress: { problem: inLanguage(FIELD_PROBLEM_MESSAGES, language), field: inLanguage(FIELD_LABELS, language) },
    },
  ]);
}
