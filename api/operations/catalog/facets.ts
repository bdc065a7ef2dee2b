/** Facet codes the catalogue seed gives every product (backend/seed). */
export const CATALOG_FACETS = { planType: 'plan-type', region: 'region', destination: 'destination' } as const;
export const PLAN_TYPES = ['local', 'regional'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** A facet value as a search answer names it (SEARCH_FIELDS in listing.ts). */
interface FacetValueRef {
  code: string;
  name: string;
  facet: { code: string };
}

function facetValueCode(values: readonly Pick<FacetValueRef, 'code' | 'facet'>[], facetCode: string): string | undefined {
  return values.find((value) => value.facet.code === facetCode)?.code;
}

/** The destination's flag-icons code (`fr`, `eu`), lower case as flag-icons names its files. */
export function destinationFlagCode(values: readonly Pick<FacetValueRef, 'code' | 'facet'>[]): string | undefined {
  return values.find((value) => value.facet.code === CATALOG_FACETS.destination)?.code.toLowerCase();
}

export function planTypeOf(values: readonly FacetValueRef[]): PlanType {
  return facetValueCode(values, CATALOG_FACETS.planType) === 'regional' ? 'regional' : 'local';
}

/**
 * A plan's flag and type as the catalogue plugin's index gives them (`flagCode`, `planType` on a
 * product or a search result): null until the index has the product, read as unknown flag, local.
 */
export function fromCatalogIndex(fields: { flagCode: string | null; planType: string | null }): { flagCode: string; planType: PlanType } {
  return { flagCode: fields.flagCode?.toLowerCase() ?? 'xx', planType: fields.planType === 'regional' ? 'regional' : 'local' };
}

/** Spec §3: the region is the product name before ' eSIM'. */
export function regionFromProductName(name: string): string {
  const index = name.lastIndexOf(' eSIM');
  return index > 0 ? name.slice(0, index) : name;
}
