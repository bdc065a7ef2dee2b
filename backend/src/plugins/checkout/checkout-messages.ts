import type { ShopLanguage, Translations } from '../../seed/languages';
import type { CheckoutField, FieldProblem } from './address-rules';

/** A problem a field can have: the form's, or the payment check's `reenter`. */
export type ReportedProblem = FieldProblem | 'reenter';

/*
 * The billing step's messages in the shop's languages, registered with Vendure's I18nService:
 * `errorResult.CHECKOUT_ADDRESS_ERROR` is the error's message (translated by Vendure like any
 * ErrorResult), `checkoutAddress.problem.*` and `checkoutAddress.field.*` are read through
 * `ctx.translate`, `checkoutAddress.paymentRefused`, `.addressRefused` and `.notOffered` are thrown errors' keys
 * (Vendure translates them), so all of them follow the request's `languageCode`. The required, email and
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

/**
 * The payment check's own problem (payment-readiness.ts): what the order holds is not what the
 * billing step stores for it (it was written around the checkout), so the field is sent again.
 */
export const REENTER_MESSAGES: Translations = {
  en: 'Please enter this field again',
  fr: 'Veuillez saisir à nouveau ce champ',
  es: 'Vuelva a introducir este campo',
  it: 'Inserisci di nuovo questo campo',
  de: 'Bitte geben Sie dieses Feld erneut ein',
  nl: 'Vul dit veld opnieuw in',
  ja: 'この項目をもう一度入力してください',
  zh_Hant: '請重新輸入此欄位',
};

/**
 * A payment refused because the order breaks the rules (order-not-ready-error.ts); `details` is
 * the fields' lines, "First name: Field exceeded characters limit; …" (ICU message format, as Vendure's).
 */
export const PAYMENT_REFUSED_MESSAGES: Translations = {
  en: 'The billing details are not valid ({details}). Please correct them at the billing step before paying.',
  fr: 'Les informations de facturation ne sont pas valides ({details}). Corrigez-les à l’étape de facturation avant de payer.',
  es: 'Los datos de facturación no son válidos ({details}). Corríjalos en el paso de facturación antes de pagar.',
  it: 'I dati di fatturazione non sono validi ({details}). Correggili nel passaggio di fatturazione prima di pagare.',
  de: 'Die Rechnungsangaben sind ungültig ({details}). Bitte korrigieren Sie sie im Schritt „Rechnungsangaben“, bevor Sie bezahlen.',
  nl: 'De factuurgegevens zijn ongeldig ({details}). Corrigeer ze bij de stap factuurgegevens voordat u betaalt.',
  ja: '請求先情報に誤りがあります（{details}）。お支払いの前に、請求先情報の入力画面で修正してください。',
  zh_Hant: '帳單資料無效（{details}）。付款前請在帳單資料步驟中更正。',
};

/**
 * An address refused on a path that throws rather than answers (checkout-address-refused-error.ts:
 * Vendure's own address mutations); `details` as in PAYMENT_REFUSED_MESSAGES.
 */
const ADDRESS_REFUSED_MESSAGES: Translations = {
  en: 'The billing details are not valid ({details}).',
  fr: 'Les informations de facturation ne sont pas valides ({details}).',
  es: 'Los datos de facturación no son válidos ({details}).',
  it: 'I dati di fatturazione non sono validi ({details}).',
  de: 'Die Rechnungsangaben sind ungültig ({details}).',
  nl: 'De factuurgegevens zijn ongeldig ({details}).',
  ja: '請求先情報に誤りがあります（{details}）。',
  zh_Hant: '帳單資料無效（{details}）。',
};

/** One of Vendure's Shop API mutations the shop closed (not-offered-error.ts). */
export const NOT_OFFERED_MESSAGES: Translations = {
  en: '{mutation} is not available in this shop.',
  fr: "{mutation} n'est pas disponible dans cette boutique.",
  es: '{mutation} no está disponible en esta tienda.',
  it: '{mutation} non è disponibile in questo negozio.',
  de: '{mutation} ist in diesem Shop nicht verfügbar.',
  nl: '{mutation} is niet beschikbaar in deze winkel.',
  ja: '{mutation} はこのショップではご利用いただけません。',
  zh_Hant: '本商店不提供 {mutation}。',
};

/** The field names the detail lines start with ("Zip code: Is not a valid zip code"). */
export const FIELD_LABELS: Record<CheckoutField, Translations> = {
  email: {
    en: 'Email',
    fr: 'E-mail',
    es: 'Correo electrónico',
    it: 'Email',
    de: 'E-Mail',
    nl: 'E-mail',
    ja: 'メールアドレス',
    zh_Hant: '電子郵件',
  },
  firstName: { en: 'First name', fr: 'Prénom', es: 'Nombre', it: 'Nome', de: 'Vorname', nl: 'Voornaam', ja: '名', zh_Hant: '名字' },
  lastName: { en: 'Last name', fr: 'Nom', es: 'Apellidos', it: 'Cognome', de: 'Nachname', nl: 'Achternaam', ja: '姓', zh_Hant: '姓氏' },
  company: { en: 'Company', fr: 'Société', es: 'Empresa', it: 'Azienda', de: 'Firma', nl: 'Bedrijf', ja: '会社名', zh_Hant: '公司' },
  vatNumber: {
    en: 'VAT number',
    fr: 'Numéro de TVA',
    es: 'Número de IVA',
    it: 'Partita IVA',
    de: 'USt-IdNr.',
    nl: 'Btw-nummer',
    ja: 'VAT番号',
    zh_Hant: '增值稅號碼',
  },
  address1: { en: 'Address', fr: 'Adresse', es: 'Dirección', it: 'Indirizzo', de: 'Adresse', nl: 'Adres', ja: '住所', zh_Hant: '地址' },
  city: { en: 'City', fr: 'Ville', es: 'Ciudad', it: 'Città', de: 'Stadt', nl: 'Plaats', ja: '市区町村', zh_Hant: '城市' },
  state: { en: 'State', fr: 'État', es: 'Estado', it: 'Stato', de: 'Bundesstaat', nl: 'Staat', ja: '州', zh_Hant: '州' },
  postcode: {
    en: 'Zip code',
    fr: 'Code postal',
    es: 'Código postal',
    it: 'CAP',
    de: 'Postleitzahl',
    nl: 'Postcode',
    ja: '郵便番号',
    zh_Hant: '郵遞區號',
  },
  countryCode: { en: 'Country', fr: 'Pays', es: 'País', it: 'Paese', de: 'Land', nl: 'Land', ja: '国', zh_Hant: '國家或地區' },
};

export const problemKey = (problem: ReportedProblem) => `checkoutAddress.problem.${problem}`;
export const PAYMENT_REFUSED_KEY = 'checkoutAddress.paymentRefused';
export const ADDRESS_REFUSED_KEY = 'checkoutAddress.addressRefused';
export const NOT_OFFERED_KEY = 'checkoutAddress.notOffered';
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
      checkoutAddress: {
        problem: { ...inLanguage(FIELD_PROBLEM_MESSAGES, language), reenter: REENTER_MESSAGES[language] },
        field: inLanguage(FIELD_LABELS, language),
        paymentRefused: PAYMENT_REFUSED_MESSAGES[language],
        addressRefused: ADDRESS_REFUSED_MESSAGES[language],
        notOffered: NOT_OFFERED_MESSAGES[language],
      },
    },
  ]);
}
