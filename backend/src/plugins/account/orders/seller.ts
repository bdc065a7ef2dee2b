import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { SEED_DATA_DIR } from '../../../seed/load-seed-data';

/** The shop as the seller of every invoice: `seller.json` of the seed folder. */
const sellerSchema = z.object({
  name: z.string().min(1),
  streetLines: z.array(z.string().min(1)).min(1),
  postcode: z.string(),
  city: z.string().min(1),
  countryCode: z.string().length(2),
  vatNumber: z.string().min(1),
  /** Registration at the trade register, printed under the seller when present. */
  companyRegistration: z.string().optional(),
  email: z.string().min(3),
  /** Invoice numbers are `<prefix>-<year of payment>-<sequence of that year, 6 digits>` (invoice/document-numbers.ts). */
  invoicePrefix: z.string().regex(/^[A-Z0-9]{1,8}$/),
  /** Credit notes (refunds) have a sequence of their own: `<prefix>-<year>-<sequence>`. */
  creditNotePrefix: z
    .string()
    .regex(/^[A-Z0-9]{1,8}$/)
    .default('CN'),
  /** IANA time zone of the seller: the invoice date is the payment's day there. */
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'not an IANA time zone'),
});
export type Seller = z.infer<typeof sellerSchema>;

/**
 * Reads `seller.json` from `seedDataDir`; a catalogue for tests or benchmarks (SEED_DATA_DIR)
 * without one uses the shop's own (backend/seed/seller.json). An invalid file stops the start.
 */
export function loadSeller(seedDataDir: string): Seller {
  const own = path.join(seedDataDir, 'seller.json');
  const file = existsSync(own) ? own : path.join(SEED_DATA_DIR, 'seller.json');
  const parsed = sellerSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `Invalid seller file ${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
