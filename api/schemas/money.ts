import { z } from '../zod';

/** An amount in minor units (cents) and its ISO currency; prices exclude VAT (spec §1). */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;

/** Vendure answers a search price as a range (grouped by product) or a single price. */
export const searchPriceSchema = z.union([
  z.object({ min: z.number().int(), max: z.number().int() }),
  z.object({ value: z.number().int() }),
]);

export function lowestPrice(price: z.infer<typeof searchPriceSchema>): number {
  return 'min' in price ? price.min : price.value;
}
