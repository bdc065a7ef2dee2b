import { LanguageCode, type CustomFieldConfig } from '@vendure/core';

/**
 * Order fields of the delivery. Vendure keeps no language on an order, so the language the
 * shopper checked out in is recorded (shopper-language-process.ts); the notice time, set once the
 * mailer has sent the delivery or failure email, keeps any run from sending another. Both are
 * set by the server only (`readonly`) and stay out of the Shop API; staff see them in the dashboard.
 */
export const orderCustomFields: CustomFieldConfig[] = [
  {
    name: 'shopperLanguage',
    type: 'string',
    nullable: true,
    readonly: true,
    public: false,
    label: [{ languageCode: LanguageCode.en, value: 'Shopper language' }],
    description: [{ languageCode: LanguageCode.en, value: 'Language of the checkout; the eSIM email is written in it' }],
  },
  {
    name: 'esimNoticeSentAt',
    type: 'datetime',
    nullable: true,
    readonly: true,
    public: false,
    label: [{ languageCode: LanguageCode.en, value: 'eSIM email sent at' }],
    description: [{ languageCode: LanguageCode.en, value: 'When the mailer sent the eSIM delivery (or cancellation) email' }],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomOrderFields {
    shopperLanguage?: string | null;
    esimNoticeSentAt?: Date | null;
  }
}
