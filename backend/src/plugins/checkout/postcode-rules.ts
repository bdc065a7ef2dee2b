import type { SeedPostcodes } from '../../seed/seed-data-schema';

export interface PostcodeRule {
  needsZipCode: boolean;
  format: RegExp | null;
  example: string | null;
}

/** A country not in postcodes.json: no postal code required, any code accepted. */
export const NO_POSTCODE_RULE: PostcodeRule = { needsZipCode: false, format: null, example: null };

/** postcodes.json by country code, formats compiled once. */
export function compilePostcodeRules(postcodes: SeedPostcodes): Map<string, PostcodeRule> {
  return new Map(
    Object.entries(postcodes.countries).map(([code, rule]) => [
      code,
      { needsZipCode: rule.needsZipCode, format: rule.format ? new RegExp(rule.format) : null, example: rule.example ?? null },
    ]),
  );
}
