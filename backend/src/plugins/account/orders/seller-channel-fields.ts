import type { LocalizedString } from '@vendure/common/lib/generated-types';
import { Asset, TransactionalConnection, type CustomFieldConfig, type Injector } from '@vendure/core';

import { localized, type Texts } from '../../../text/localized';

/*
 * The seller printed on invoices and credit notes (issue 35 point 1), kept on the channel so staff
 * edit it in the dashboard (Settings › Channels › the default channel, tab "Invoices"). The start
 * fills fields still empty from seed/seller.json (seller-settings.ts); a change applies to the
 * documents issued after it, the earlier ones keep the seller of their snapshot.
 */

/** The dashboard tab the fields are grouped in. */
const TAB = 'Invoices';

/** Longest text a seller field takes: enough for any address line, far below what would cost a page to lay out. */
export const SELLER_FIELD_MAX_LENGTH = 200;
/** Lines of the street and of the bank details: an invoice header has room for these. */
export const SELLER_MAX_LINES = 4;
/** A logo larger than this is refused: it is copied into every document's snapshot. */
const SELLER_LOGO_MAX_BYTES = 512 * 1024;
const SELLER_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

const REQUIRED: Texts = {
  en: 'Required on every invoice: it cannot be empty.',
  fr: 'Obligatoire sur chaque facture : ce champ ne peut pas être vide.',
  es: 'Obligatorio en cada factura: no puede estar vacío.',
  it: 'Obbligatorio su ogni fattura: non può essere vuoto.',
  de: 'Auf jeder Rechnung Pflicht: Das Feld darf nicht leer sein.',
  nl: 'Verplicht op elke factuur: dit veld mag niet leeg zijn.',
  ja: 'すべての請求書に必要な項目です。空にはできません。',
  zh_Hant: '每張發票都必須列出此項，不可留空。',
};
const TOO_LONG: Texts = {
  en: `At most ${SELLER_MAX_LINES} lines of ${SELLER_FIELD_MAX_LENGTH} characters.`,
  fr: `${SELLER_MAX_LINES} lignes de ${SELLER_FIELD_MAX_LENGTH} caractères au plus.`,
  es: `Como máximo ${SELLER_MAX_LINES} líneas de ${SELLER_FIELD_MAX_LENGTH} caracteres.`,
  it: `Al massimo ${SELLER_MAX_LINES} righe di ${SELLER_FIELD_MAX_LENGTH} caratteri.`,
  de: `Höchstens ${SELLER_MAX_LINES} Zeilen mit je ${SELLER_FIELD_MAX_LENGTH} Zeichen.`,
  nl: `Hoogstens ${SELLER_MAX_LINES} regels van ${SELLER_FIELD_MAX_LENGTH} tekens.`,
  ja: `${SELLER_MAX_LINES}行まで、各行${SELLER_FIELD_MAX_LENGTH}文字までです。`,
  zh_Hant: `最多 ${SELLER_MAX_LINES} 行，每行最多 ${SELLER_FIELD_MAX_LENGTH} 個字元。`,
};
const COUNTRY_CODE: Texts = {
  en: 'Two letters of ISO 3166-1, e.g. FR.',
  fr: 'Deux lettres ISO 3166-1, par exemple FR.',
  es: 'Dos letras ISO 3166-1, por ejemplo FR.',
  it: 'Due lettere ISO 3166-1, ad esempio FR.',
  de: 'Zwei Buchstaben nach ISO 3166-1, z. B. FR.',
  nl: 'Twee letters volgens ISO 3166-1, bijvoorbeeld FR.',
  ja: 'ISO 3166-1 の2文字（例: FR）で入力してください。',
  zh_Hant: '請輸入 ISO 3166-1 的兩個字母，例如 FR。',
};
const LOGO: Texts = {
  en: 'The logo must be a PNG or JPEG image of at most 512 KB.',
  fr: 'Le logo doit être une image PNG ou JPEG de 512 Ko au plus.',
  es: 'El logotipo debe ser una imagen PNG o JPEG de 512 KB como máximo.',
  it: 'Il logo deve essere un’immagine PNG o JPEG di al massimo 512 KB.',
  de: 'Das Logo muss ein PNG- oder JPEG-Bild von höchstens 512 KB sein.',
  nl: 'Het logo moet een PNG- of JPEG-afbeelding van maximaal 512 KB zijn.',
  ja: 'ロゴは 512 KB 以下の PNG または JPEG 画像にしてください。',
  zh_Hant: '標誌必須是不超過 512 KB 的 PNG 或 JPEG 圖片。',
};

/** The value's lines, trimmed, empty ones dropped. */
export function fieldLines(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Why a seller text is refused (translated), or undefined when it is fine. */
export function sellerTextProblem(
  value: unknown,
  rule: { required: boolean; multiline: boolean; countryCode?: boolean },
): LocalizedString[] | undefined {
  if (value === null || value === undefined) return rule.required ? localized(REQUIRED) : undefined;
  if (typeof value !== 'string') return localized(REQUIRED);
  const lines = rule.multiline ? value.split(/\r?\n/).map((line) => line.trim()) : [value.trim()];
  if (rule.required && lines.every((line) => line === '')) return localized(REQUIRED);
  if (lines.length > (rule.multiline ? SELLER_MAX_LINES : 1) || lines.some((line) => line.length > SELLER_FIELD_MAX_LENGTH)) {
    return localized(TOO_LONG);
  }
  if (rule.countryCode && !/^[A-Z]{2}$/.test(value.trim())) return localized(COUNTRY_CODE);
  return undefined;
}

function textField(name: string, label: Texts, rule: { required: boolean; multiline?: boolean; countryCode?: boolean }): CustomFieldConfig {
  const multiline = rule.multiline ?? false;
  return {
    name,
    type: multiline ? 'text' : 'string',
    nullable: true,
    public: false,
    label: localized(label),
    ui: { tab: TAB },
    validate: (value: unknown) => sellerTextProblem(value, { ...rule, multiline }),
  };
}

export const sellerChannelFields: CustomFieldConfig[] = [
  textField(
    'sellerName',
    {
      en: 'Seller on invoices: company name',
      fr: 'Vendeur sur les factures : raison sociale',
      es: 'Vendedor en las facturas: razón social',
      it: 'Venditore in fattura: ragione sociale',
      de: 'Verkäufer auf Rechnungen: Firmenname',
      nl: 'Verkoper op facturen: bedrijfsnaam',
      ja: '請求書の販売者: 会社名',
      zh_Hant: '發票上的賣方：公司名稱',
    },
    { required: true },
  ),
  textField(
    'sellerStreet',
    {
      en: 'Seller on invoices: street (one line per address line)',
      fr: 'Vendeur sur les factures : rue (une ligne par ligne d’adresse)',
      es: 'Vendedor en las facturas: calle (una línea por línea de dirección)',
      it: 'Venditore in fattura: via (una riga per riga d’indirizzo)',
      de: 'Verkäufer auf Rechnungen: Straße (eine Zeile je Adresszeile)',
      nl: 'Verkoper op facturen: straat (één regel per adresregel)',
      ja: '請求書の販売者: 番地（住所1行ごとに1行）',
      zh_Hant: '發票上的賣方：街道地址（每行一個地址行）',
    },
    { required: true, multiline: true },
  ),
  textField(
    'sellerPostcode',
    {
      en: 'Seller on invoices: postal code',
      fr: 'Vendeur sur les factures : code postal',
      es: 'Vendedor en las facturas: código postal',
      it: 'Venditore in fattura: CAP',
      de: 'Verkäufer auf Rechnungen: Postleitzahl',
      nl: 'Verkoper op facturen: postcode',
      ja: '請求書の販売者: 郵便番号',
      zh_Hant: '發票上的賣方：郵遞區號',
    },
    { required: false },
  ),
  textField(
    'sellerCity',
    {
      en: 'Seller on invoices: city',
      fr: 'Vendeur sur les factures : ville',
      es: 'Vendedor en las facturas: ciudad',
      it: 'Venditore in fattura: città',
      de: 'Verkäufer auf Rechnungen: Ort',
      nl: 'Verkoper op facturen: plaats',
      ja: '請求書の販売者: 市区町村',
      zh_Hant: '發票上的賣方：城市',
    },
    { required: true },
  ),
  textField(
    'sellerCountryCode',
    {
      en: 'Seller on invoices: country (ISO code, e.g. FR)',
      fr: 'Vendeur sur les factures : pays (code ISO, p. ex. FR)',
      es: 'Vendedor en las facturas: país (código ISO, p. ej. FR)',
      it: 'Venditore in fattura: paese (codice ISO, es. FR)',
      de: 'Verkäufer auf Rechnungen: Land (ISO-Code, z. B. FR)',
      nl: 'Verkoper op facturen: land (ISO-code, bv. FR)',
      ja: '請求書の販売者: 国（ISO コード、例: FR）',
      zh_Hant: '發票上的賣方：國家（ISO 代碼，例如 FR）',
    },
    { required: true, countryCode: true },
  ),
  textField(
    'sellerVatNumber',
    {
      en: 'Seller on invoices: VAT number',
      fr: 'Vendeur sur les factures : numéro de TVA',
      es: 'Vendedor en las facturas: número de IVA',
      it: 'Venditore in fattura: partita IVA',
      de: 'Verkäufer auf Rechnungen: USt-IdNr.',
      nl: 'Verkoper op facturen: btw-nummer',
      ja: '請求書の販売者: VAT 番号',
      zh_Hant: '發票上的賣方：增值稅號',
    },
    { required: true },
  ),
  textField(
    'sellerRegistration',
    {
      en: 'Seller on invoices: trade register entry',
      fr: 'Vendeur sur les factures : immatriculation (RCS)',
      es: 'Vendedor en las facturas: inscripción registral',
      it: 'Venditore in fattura: iscrizione al registro delle imprese',
      de: 'Verkäufer auf Rechnungen: Handelsregistereintrag',
      nl: 'Verkoper op facturen: KvK-inschrijving',
      ja: '請求書の販売者: 商業登記',
      zh_Hant: '發票上的賣方：公司登記',
    },
    { required: false },
  ),
  textField(
    'sellerEmail',
    {
      en: 'Seller on invoices: email address',
      fr: 'Vendeur sur les factures : adresse e-mail',
      es: 'Vendedor en las facturas: correo electrónico',
      it: 'Venditore in fattura: indirizzo email',
      de: 'Verkäufer auf Rechnungen: E-Mail-Adresse',
      nl: 'Verkoper op facturen: e-mailadres',
      ja: '請求書の販売者: メールアドレス',
      zh_Hant: '發票上的賣方：電子郵件地址',
    },
    { required: true },
  ),
  textField(
    'sellerBankDetails',
    {
      en: 'Seller on invoices: bank details (bank, IBAN, BIC; one per line)',
      fr: 'Vendeur sur les factures : coordonnées bancaires (banque, IBAN, BIC ; une par ligne)',
      es: 'Vendedor en las facturas: datos bancarios (banco, IBAN, BIC; uno por línea)',
      it: 'Venditore in fattura: coordinate bancarie (banca, IBAN, BIC; una per riga)',
      de: 'Verkäufer auf Rechnungen: Bankverbindung (Bank, IBAN, BIC; je Zeile eine)',
      nl: 'Verkoper op facturen: bankgegevens (bank, IBAN, BIC; één per regel)',
      ja: '請求書の販売者: 振込先（銀行、IBAN、BIC を1行ずつ）',
      zh_Hant: '發票上的賣方：銀行資料（銀行、IBAN、BIC，每行一項）',
    },
    { required: false, multiline: true },
  ),
  {
    name: 'sellerLogo',
    type: 'relation',
    entity: Asset,
    nullable: true,
    public: false,
    eager: false,
    label: localized({
      en: 'Seller on invoices: logo (PNG or JPEG, 512 KB at most)',
      fr: 'Vendeur sur les factures : logo (PNG ou JPEG, 512 Ko au plus)',
      es: 'Vendedor en las facturas: logotipo (PNG o JPEG, 512 KB como máximo)',
      it: 'Venditore in fattura: logo (PNG o JPEG, al massimo 512 KB)',
      de: 'Verkäufer auf Rechnungen: Logo (PNG oder JPEG, höchstens 512 KB)',
      nl: 'Verkoper op facturen: logo (PNG of JPEG, maximaal 512 KB)',
      ja: '請求書の販売者: ロゴ（PNG または JPEG、512 KB まで）',
      zh_Hant: '發票上的賣方：標誌（PNG 或 JPEG，最大 512 KB）',
    }),
    ui: { tab: TAB },
    validate: async (value: unknown, injector: Injector) => {
      if (value === null || value === undefined) return undefined;
      const id = typeof value === 'object' && 'id' in value ? value.id : value;
      if (typeof id !== 'string' && typeof id !== 'number') return localized(LOGO);
      const asset = await injector
        .get(TransactionalConnection)
        .rawConnection.getRepository(Asset)
        .findOne({ where: { id }, select: { id: true, mimeType: true, fileSize: true } })
        .catch(() => null);
      return asset && logoIsUsable(asset) ? undefined : localized(LOGO);
    },
  },
];

/** A logo the invoices can embed: PNG or JPEG, small enough to copy into every snapshot. */
export function logoIsUsable(asset: { mimeType: string; fileSize: number }): boolean {
  return (SELLER_LOGO_TYPES as readonly string[]).includes(asset.mimeType) && asset.fileSize <= SELLER_LOGO_MAX_BYTES;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomChannelFields {
    sellerName?: string | null;
    sellerStreet?: string | null;
    sellerPostcode?: string | null;
    sellerCity?: string | null;
    sellerCountryCode?: string | null;
    sellerVatNumber?: string | null;
    sellerRegistration?: string | null;
    sellerEmail?: string | null;
    sellerBankDetails?: string | null;
    sellerLogo?: Asset | null;
  }
}
