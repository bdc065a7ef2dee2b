import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { SEED_DATA_DIR } from '../../../seed/load-seed-data';

/**
 * `seller.json` of the seed folder: the invoices' numbering (prefixes, the seller's time zone),
 * and the seller's details a new database starts with. Staff edit the details in the dashboard
 * afterwards (seller-channel-fields.ts, seller-settings.ts); the file never overwrites them.
 */
const sellerFileSchema = z.object({
  name: z.string().min(1),
  streetLines: z.array(z.string().min(1)).min(1),
  postcode: z.string(),
  city: z.string().min(1),
  countryCode: z.string().length(2),
  vatNumber: z.string().min(1),
  /** Registration at the trade register, printed under the seller when present. */
  companyRegistration: z.string().optional(),
  email: z.string().min(3),
  /** Bank, IBAN, BIC: printed at the foot of every invoice when present. */
  bankDetails: z.array(z.string().min(1)).optional(),
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
export type SellerFile = z.infer<typeof sellerFileSchema>;

/** The seller as a document prints it, kept in the document's snapshot. */
export interface Seller extends Omit<SellerFile, 'bankDetails'> {
  /** Absent from the snapshots of documents issued before staff could set them. */
  bankDetails?: string[];
  /** The logo the document was issued with: its bytes are kept once by their hash (InvoiceLogo). */
  logo?: { mimeType: string; sha256: string } | null;
}

/**
 * Reads `seller.json` from `seedDataDir`; a catalogue for tests or benchmarks (SEED_DATA_DIR)
 * without one uses the shop's own (backend/seed/seller.json). An invalid file stops the start.
 */
export function loadSellerFile(seedDataDir: string): SellerFile {
  const own = path.join(seedDataDir, 'seller.json');
  const file = existsSync(own) ? own : path.join(SEED_DATA_DIR, 'seller.json');
  const parsed = sellerFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `Invalid seller file ${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
