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
  ...delayFields(),
];

/**
 * While a paid order waits for its eSIMs (delivery-workflow.ts): since when, why, how many runs
 * ended waiting, and when the retry sweep queues it again. Cleared once delivered or refunded.
 * The "on its way" email's sent time keeps it to one per order; the alert's, one alert per order.
 */
function delayFields(): CustomFieldConfig[] {
  const field = (name: string, type: 'datetime' | 'string' | 'int', label: string, description: string): CustomFieldConfig => ({
    name,
    type,
    nullable: true,
    readonly: true,
    public: false,
    label: [{ languageCode: LanguageCode.en, value: label }],
    description: [{ languageCode: LanguageCode.en, value: description }],
  });
  return [
    field('esimDelayedSince', 'datetime', 'eSIM delayed since', 'The supplier has not delivered this paid order’s eSIMs since then'),
    field('esimDelayReason', 'string', 'eSIM delay reason', 'pending, transient, rateLimited or insufficientBalance'),
    field('esimDelayedAttempts', 'int', 'eSIM delivery retries', 'Runs that ended waiting since the delay began'),
    field('esimNextAttemptAt', 'datetime', 'eSIM next attempt at', 'When the delivery is tried again'),
    field('esimDelayNoticeSentAt', 'datetime', 'eSIM delay email sent at', 'When the shopper was told their eSIM is on its way'),
    field('esimDelayAlertedAt', 'datetime', 'eSIM delay alert sent at', 'When the owner was told this order waits too long'),
  ];
}

/**
 * What the catalogue sync records of the supplier's package a variant sells (issue 32): the
 * delivery orders `supplierPackageId` (the SKU where it is empty, as the sandbox's packages are
 * named), and the cost is the margin's base. Staff read them; the sync writes them.
 */
export const variantCustomFields: CustomFieldConfig[] = [
  {
    name: 'supplierPackageId',
    type: 'string',
    nullable: true,
    readonly: true,
    public: false,
    label: [{ languageCode: LanguageCode.en, value: 'Supplier package' }],
    description: [{ languageCode: LanguageCode.en, value: 'The eSIM supplier’s package id this variant sells' }],
  },
  {
    name: 'wholesaleCostMinor',
    type: 'int',
    nullable: true,
    readonly: true,
    public: false,
    label: [{ languageCode: LanguageCode.en, value: 'Wholesale cost' }],
    description: [{ languageCode: LanguageCode.en, value: 'What the supplier charges, in minor units of the wholesale currency' }],
  },
  {
    name: 'wholesaleCurrency',
    type: 'string',
    nullable: true,
    readonly: true,
    public: false,
    label: [{ languageCode: LanguageCode.en, value: 'Wholesale currency' }],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomProductVariantFields {
    supplierPackageId?: string | null;
    wholesaleCostMinor?: number | null;
    wholesaleCurrency?: string | null;
  }
  interface CustomOrderFields {
    shopperLanguage?: string | null;
    esimNoticeSentAt?: Date | null;
    esimDelayedSince?: Date | null;
    esimDelayReason?: string | null;
    esimDelayedAttempts?: number | null;
    esimNextAttemptAt?: Date | null;
    esimDelayNoticeSentAt?: Date | null;
    esimDelayAlertedAt?: Date | null;
  }
}
