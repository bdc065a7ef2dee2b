import { LanguageCode, type CustomFieldConfig } from '@vendure/core';

/*
 * The account's fields Vendure's Customer and Address lack (the title is Customer's own, `mr` or `mrs`) (spec §3 registration and personal
 * information forms, the checkout form's names and VAT number). All are kept out of the Shop API
 * (`public: false`): customers read and write them through the account's own operations, which
 * check them (account-rules.ts); staff see and edit them in the dashboard.
 */

const label = (value: string) => [{ languageCode: LanguageCode.en, value }];
const text = (name: string, title: string, length = 255): CustomFieldConfig => ({
  name,
  type: 'string',
  nullable: true,
  public: false,
  length,
  label: label(title),
});

export const customerCustomFields: CustomFieldConfig[] = [
  { name: 'newsletter', type: 'boolean', defaultValue: false, nullable: false, public: false, label: label('Newsletter subscriber') },
  {
    name: 'languageCode',
    type: 'string',
    nullable: true,
    public: false,
    label: label('Language'),
    description: [{ languageCode: LanguageCode.en, value: 'The shop language at registration; account emails are written in it' }],
  },
  text('company', 'Company'),
  text('vatNumber', 'VAT number', 64),
  text('street', 'Street'),
  text('streetNumber', 'Street number', 64),
  text('postcode', 'Postal code', 64),
  text('city', 'City'),
  text('countryCode', 'Country code', 8),
];

/** A saved billing address keeps the checkout form's first and last name and VAT number. */
export const addressCustomFields: CustomFieldConfig[] = [
  text('firstName', 'First name'),
  text('lastName', 'Last name'),
  text('vatNumber', 'VAT number', 64),
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomCustomerFields {
    newsletter?: boolean;
    languageCode?: string | null;
    company?: string | null;
    vatNumber?: string | null;
    street?: string | null;
    streetNumber?: string | null;
    postcode?: string | null;
    city?: string | null;
    countryCode?: string | null;
  }
  interface CustomAddressFields {
    firstName?: string | null;
    lastName?: string | null;
    vatNumber?: string | null;
  }
}
