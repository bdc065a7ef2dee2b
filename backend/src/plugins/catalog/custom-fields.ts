import { LanguageCode, type CustomFieldConfig } from '@vendure/core';

import { META_LIMITS } from '../../seed/meta-texts';

const META_TITLE_MAX = META_LIMITS.title;
const META_DESCRIPTION_MAX = META_LIMITS.description;

function maxLength(limit: number) {
  return (value: unknown): string | undefined =>
    typeof value === 'string' && [...value].length > limit ? `At most ${limit} characters` : undefined;
}

/**
 * Product custom fields of the catalogue. The meta texts are translatable and public (the
 * storefront reads them through the Shop API); the coverage list is catalogue data the
 * `Product.coverage` field resolves, so it stays out of the public API in its raw form.
 */
export const productCustomFields: CustomFieldConfig[] = [
  {
    name: 'metaTitle',
    type: 'localeString',
    public: true,
    nullable: true,
    label: [{ languageCode: LanguageCode.en, value: 'Meta title' }],
    description: [{ languageCode: LanguageCode.en, value: `Page title for search engines, at most ${META_TITLE_MAX} characters` }],
    validate: maxLength(META_TITLE_MAX),
  },
  {
    name: 'metaDescription',
    type: 'localeString',
    public: true,
    nullable: true,
    label: [{ languageCode: LanguageCode.en, value: 'Meta description' }],
    description: [
      {
        languageCode: LanguageCode.en,
        value: `Snippet for search engines, at most ${META_DESCRIPTION_MAX} characters`,
      },
    ],
    validate: maxLength(META_DESCRIPTION_MAX),
  },
  {
    name: 'coverageCodes',
    type: 'string',
    list: true,
    public: false,
    nullable: true,
    label: [{ languageCode: LanguageCode.en, value: 'Covered destinations' }],
    description: [
      {
        languageCode: LanguageCode.en,
        value: 'Regional plans: flag codes of the destinations covered (e.g. fr, de). Empty for a local plan.',
      },
    ],
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomProductFields {
    coverageCodes: string[] | null;
  }
  interface CustomProductFieldsTranslation {
    metaTitle: string | null;
    metaDescription: string | null;
  }
}
