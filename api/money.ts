/** An amount in minor units (cents) and its ISO currency; prices exclude VAT (spec §1). */
export interface Money {
  amount: number;
  currency: string;
}

/** Vendure answers a search price as a range (grouped by product) or a single price. */
export function lowestPrice(price: { min: number } | { value: number }): number {
  return 'min' in price ? price.min : price.value;
}
