import { defineComponentMessages } from '../../lib/i18n/component-messages';

export const couponFieldMessages = defineComponentMessages('CouponField', {
  en: {
    label: 'Coupon code',
    apply: 'Apply',
    required: 'This field is required',
    applied: 'Applied coupons',
    remove: 'Remove coupon {code}',
  },
  fr: {
    label: 'Code promo',
    apply: 'Appliquer',
    required: 'Ce champ est obligatoire',
    applied: 'Codes promo appliqués',
    remove: 'Retirer le code {code}',
  },
  es: {
    label: 'Código de cupón',
    apply: 'Aplicar',
    required: 'Este campo es obligatorio',
    applied: 'Cupones aplicados',
    remove: 'Quitar el cupón {code}',
  },
  it: {
    label: 'Codice coupon',
    apply: 'Applica',
    required: 'Questo campo è obbligatorio',
    applied: 'Coupon applicati',
    remove: 'Rimuovi il coupon {code}',
  },
  de: {
    label: 'Gutscheincode',
    apply: 'Einlösen',
    required: 'Dieses Feld ist erforderlich',
    applied: 'Eingelöste Gutscheine',
    remove: 'Gutschein {code} entfernen',
  },
  nl: {
    label: 'Kortingscode',
    apply: 'Toepassen',
    required: 'Dit veld is verplicht',
    applied: 'Toegepaste kortingscodes',
    remove: 'Kortingscode {code} verwijderen',
  },
  ja: {
    label: 'クーポンコード',
    apply: '適用',
    required: 'この項目は必須です',
    applied: '適用中のクーポン',
    remove: 'クーポン{code}を削除',
  },
  tw: {
    label: '優惠碼',
    apply: '套用',
    required: '此欄位為必填',
    applied: '已套用的優惠碼',
    remove: '移除優惠碼 {code}',
  },
});
