import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  FRENCH_ADDRESS,
  admin,
  adminAnswer,
  adminUploadAsset,
  buy,
  createCustomer,
  loggedIn,
  variantId,
  type TestCustomer,
} from '../../test-support/account-customer';
import { download, pdfText } from '../../test-support/invoice-files';
import { newShopper, type Shopper } from '../../test-support/shopper';
import { fetchOrders, getAccountOrder } from './account-orders';

/*
 * Issue 35 point 1 against the real backend: the seller that staff keep on the channel (the
 * dashboard's Settings › Channels, tab Invoices) prints on the documents issued after a change and
 * on those only; a customer's refunded order lists its credit notes, each a PDF of its own.
 */

interface SellerFields {
  sellerName: string | null;
  sellerCountryCode: string | null;
  sellerStreet: string | null;
  sellerCity: string | null;
  sellerBankDetails: string | null;
  sellerLogo: { id: string } | null;
}

const SELLER_QUERY =
  'query { activeChannel { id customFields { sellerName sellerCountryCode sellerStreet sellerCity sellerBankDetails sellerLogo { id } } } }';
const UPDATE_CHANNEL = `mutation ($input: UpdateChannelInput!) {
  updateChannel(input: $input) { __typename ... on ErrorResult { message } }
}`;

/** A 1×1 PNG: the smallest logo an invoice embeds. */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

let customer: TestCustomer;
let shopper: Shopper;
let france: string;
let channelId: string;
let before: SellerFields;

async function sellerFields(): Promise<{ id: string; customFields: SellerFields }> {
  return (await admin<{ activeChannel: { id: string; customFields: SellerFields } }>(SELLER_QUERY)).activeChannel;
}

async function updateSeller(customFields: Record<string, unknown>, languageCode?: string) {
  return adminAnswer<{ updateChannel: { __typename: string } }>(UPDATE_CHANNEL, { input: { id: channelId, customFields } }, languageCode);
}

/** Buys a French plan and answers the order's id, its invoice path and the PDF's bytes. */
async function paidInvoice(): Promise<{ id: string; path: string; bytes: Uint8Array }> {
  const code = await buy(shopper, customer, [{ variantId: france, quantity: 1 }]);
  const id = (await fetchOrders(shopper.client, { itemsPerPage: 20 })).orders.find((order) => order.reference === code)?.id ?? '';
  const order = await getAccountOrder(shopper.client, { id });
  const path = order.invoiceUrl ?? '';
  const response = await download(path, shopper);
  expect(response.status).toBe(200);
  return { id, path, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  france = await variantId(newShopper().client, 'france', 'FR-1GB-7D');
  customer = await createCustomer('invoice-seller');
  shopper = await loggedIn(customer, { locale: 'fr' });
  const channel = await sellerFields();
  channelId = channel.id;
  before = channel.customFields;
}, 60_000);

afterAll(async () => {
  // The integration backend is shared: the seed's seller again for every other test.
  if (channelId) {
    await updateSeller({
      sellerStreet: before.sellerStreet,
      sellerCity: before.sellerCity,
      sellerBankDetails: before.sellerBankDetails,
      sellerLogoId: before.sellerLogo?.id ?? null,
    });
  }
});

describe('the seller on invoices, kept by staff on the channel', () => {
  it('the start filled it from seller.json', () => {
    expect(before.sellerStreet).toBe('12 rue de la Paix');
    expect(before.sellerCity).toBe('Paris');
  });

  it('a change prints on the invoices issued after it; an earlier invoice stays the same file, byte for byte', async () => {
    const earlier = await paidInvoice();
    const logoId = await adminUploadAsset(new File([LOGO_PNG], 'seller-logo.png', { type: 'image/png' }));
    const changed = await updateSeller({
      sellerStreet: '8 avenue des Champs-Élysées\nBâtiment B',
      sellerCity: 'Lyon',
      sellerBankDetails: 'Banque Exemple\nIBAN FR76 3000 6000 0112 3456 7890 189\nBIC AGRIFRPP',
      sellerLogoId: logoId,
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateChannel.__typename).toBe('Channel');

    const again = await download(earlier.path, shopper);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(earlier.bytes);
    // The seller's block is the text before the title (the buyer's address below is the same street as the seed's seller).
    const sellerBlock = (text: string) => text.slice(0, text.indexOf(' Facture '));
    const earlierText = await pdfText(earlier.bytes);
    expect(sellerBlock(earlierText)).toBe(
      'eSIM Shop SAS 12 rue de la Paix 75002 Paris France Numéro de TVA: FR00123456789 RCS Paris 123 456 789 billing@esim-shop.localhost',
    );
    expect(earlierText).not.toContain('Champs');

    const later = await paidInvoice();
    const laterText = await pdfText(later.bytes);
    for (const expected of [
      '8 avenue des Champs-Élysées',
      'Bâtiment B',
      'Lyon',
      'Coordonnées bancaires',
      'IBAN FR76 3000 6000 0112 3456 7890 189',
    ]) {
      expect(laterText).toContain(expected);
    }
    expect(sellerBlock(laterText)).toBe(
      'eSIM Shop SAS 8 avenue des Champs-Élysées Bâtiment B 75002 Lyon France Numéro de TVA: FR00123456789 RCS Paris 123 456 789 billing@esim-shop.localhost',
    );
    // The logo is in the file (a PNG with transparency: the image and its mask), the earlier invoice has none.
    const imageObjects = (bytes: Uint8Array) =>
      (
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Subtype \/Image/g) ?? []
      ).length;
    expect(imageObjects(later.bytes)).toBe(2);
    expect(imageObjects(earlier.bytes)).toBe(0);
  }, 60_000);

  it('a field that cannot print is refused with a translated message, and nothing changes', async () => {
    const kept = await sellerFields();
    const country = await updateSeller({ sellerCountryCode: 'France' }, 'fr');
    expect(country.errors?.[0]?.message).toBe('Deux lettres ISO 3166-1, par exemple FR.');
    const empty = await updateSeller({ sellerName: '   ' }, 'de');
    expect(empty.errors?.[0]?.message).toBe('Auf jeder Rechnung Pflicht: Das Feld darf nicht leer sein.');
    const svg = await adminUploadAsset(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const logo = await updateSeller({ sellerLogoId: svg }, 'en');
    expect(logo.errors?.[0]?.message).toBe('The logo must be a PNG or JPEG image of at most 512 KB.');
    const long = await updateSeller({ sellerStreet: Array.from({ length: 5 }, () => 'line').join('\n') }, 'ja');
    expect(long.errors?.[0]?.message).toMatch(/^4行まで/);
    expect(await sellerFields()).toEqual(kept);
  });
});

describe('a refunded order in the account', () => {
  it('keeps its invoice when cancelled and refunded, and offers each credit note to its customer only', async () => {
    const paid = await paidInvoice();
    const { order } = await admin<{ order: { payments: Array<{ id: string }>; totalWithTax: number } }>(
      'query ($id: ID!) { order(id: $id) { payments { id } totalWithTax } }',
      { id: paid.id },
    );
    const { refundOrder } = await admin<{ refundOrder: { state?: string } }>(
      'mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { ... on Refund { state } ... on ErrorResult { errorCode } } }',
      { input: { paymentId: order.payments[0]?.id, amount: order.totalWithTax, reason: 'cancelled trip' } },
    );
    expect(refundOrder.state).toBe('Settled');
    const { cancelOrder } = await admin<{ cancelOrder: { state?: string } }>(
      'mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "cancelled trip" }) { ... on Order { state } ... on ErrorResult { errorCode } } }',
      { id: paid.id },
    );
    expect(cancelOrder.state).toBe('Cancelled');

    const account = await getAccountOrder(shopper.client, { id: paid.id });
    expect(account.invoiceUrl).toBe(paid.path);
    expect(account.creditNotes).toEqual([
      {
        number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
        issuedAt: expect.any(String),
        amount: { amount: order.totalWithTax, currency: 'EUR' },
        url: expect.stringMatching(new RegExp(`^/invoices/${paid.id}/CN-\\d{4}-\\d{6}\\.pdf$`)),
      },
    ]);
    const [note] = account.creditNotes;
    const invoiceNumber = /filename="([^"]+)\.pdf"/.exec(
      (await download(paid.path, shopper)).headers.get('content-disposition') ?? '',
    )?.[1];
    const response = await download(note?.url ?? '', shopper);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${note?.number ?? ''}.pdf"`);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Avoir');
    expect(text).toContain(note?.number ?? '-');
    expect(text).toContain(invoiceNumber ?? '-');

    const stranger = await loggedIn(await createCustomer('invoice-stranger'));
    expect((await download(note?.url ?? '', stranger)).status).toBe(404);
    expect((await download(note?.url ?? '')).status).toBe(401);
    expect((await download(`/invoices/${paid.id}/CN-1999-000001.pdf`, shopper)).status).toBe(404);
    expect((await download(`/invoices/${paid.id}/..%2Fsecret.pdf`, shopper)).status).toBe(404);
  }, 60_000);
});

interface OssRow {
  memberState: string;
  scheme: string;
  vatRate: number;
  currencyCode: string;
  taxableAmount: number;
  vatAmount: number;
  invoices: number;
  creditNotes: number;
}

interface StaffOrder {
  id: string;
  totalWithTax: number;
  taxSummary: Array<{ taxRate: number; taxBase: number; taxTotal: number }>;
  payments: Array<{ id: string }>;
}

const OSS_QUERY = `query ($year: Int!, $quarter: Int!) {
  ossReport(year: $year, quarter: $quarter) {
    year quarter sellerCountry csv
    rows { memberState scheme vatRate currencyCode taxableAmount vatAmount invoices creditNotes }
  }
}`;

describe('the OSS report of a quarter (issue 35 point 2)', () => {
  /** The quarter today is in, in the seller's zone (Europe/Paris). */
  function thisQuarter() {
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .split('-')
      .map(Number);
    return { year: year ?? 0, quarter: Math.ceil((month ?? 1) / 3) };
  }

  async function report() {
    return (await admin<{ ossReport: { csv: string; rows: OssRow[]; sellerCountry: string } }>(OSS_QUERY, thisQuarter())).ossReport;
  }

  const row = (rows: OssRow[], memberState: string) =>
    rows.find((candidate) => candidate.memberState === memberState) ?? {
      taxableAmount: 0,
      vatAmount: 0,
      invoices: 0,
      creditNotes: 0,
    };

  async function staffOrder(code: string): Promise<StaffOrder> {
    const { orders } = await admin<{ orders: { items: StaffOrder[] } }>(
      'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id totalWithTax taxSummary { taxRate taxBase taxTotal } payments { id } } } }',
      { code },
    );
    const [order] = orders.items;
    if (!order) throw new Error(`no order ${code}`);
    return order;
  }

  it('moves by exactly the quarter’s new invoices less its credit notes, per member state and rate', async () => {
    // Luxembourg and Malta: member states no other test bills, so the difference is this test's documents alone.
    const luxembourg = { ...FRENCH_ADDRESS, countryCode: 'LU', postcode: 'L-1009', city: 'Luxembourg' };
    const malta = { ...FRENCH_ADDRESS, countryCode: 'MT', postcode: 'VLT 1117', city: 'Valletta' };
    const before = await report();

    const refunded = await staffOrder(await buy(shopper, customer, [{ variantId: france, quantity: 2 }], luxembourg));
    const kept = await staffOrder(await buy(shopper, customer, [{ variantId: france, quantity: 1 }], luxembourg));
    const maltese = await staffOrder(await buy(shopper, customer, [{ variantId: france, quantity: 3 }], malta));
    const { refundOrder } = await admin<{ refundOrder: { state?: string } }>(
      'mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { ... on Refund { state } ... on ErrorResult { errorCode } } }',
      { input: { paymentId: refunded.payments[0]?.id, amount: refunded.totalWithTax, reason: 'trip cancelled' } },
    );
    expect(refundOrder.state).toBe('Settled');

    const after = await report();
    expect(after.sellerCountry).toBe('FR');
    const moved = (memberState: string) => {
      const [was, is] = [row(before.rows, memberState), row(after.rows, memberState)];
      return {
        taxableAmount: is.taxableAmount - was.taxableAmount,
        vatAmount: is.vatAmount - was.vatAmount,
        invoices: is.invoices - was.invoices,
        creditNotes: is.creditNotes - was.creditNotes,
      };
    };
    const [keptTax] = kept.taxSummary;
    const [malteseTax] = maltese.taxSummary;
    // Luxembourg 17 %: two invoices, the first credited in whole, so the second's figures remain.
    expect(keptTax?.taxRate).toBe(17);
    expect(moved('LU')).toEqual({ taxableAmount: keptTax?.taxBase, vatAmount: keptTax?.taxTotal, invoices: 2, creditNotes: 1 });
    expect(malteseTax?.taxRate).toBe(18);
    expect(moved('MT')).toEqual({ taxableAmount: malteseTax?.taxBase, vatAmount: malteseTax?.taxTotal, invoices: 1, creditNotes: 0 });
    expect(after.rows.find((candidate) => candidate.memberState === 'LU')).toMatchObject({
      scheme: 'OSS',
      vatRate: 17,
      currencyCode: 'EUR',
    });
    // This file's French purchases: the seller's own member state, declared at home.
    expect(after.rows.find((candidate) => candidate.memberState === 'FR')).toMatchObject({ scheme: 'domestic', vatRate: 20 });

    // The CSV is the rows: one line each after the header, the amounts in euros.
    const lines = after.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('year,quarter,member_state,scheme,vat_rate,currency,taxable_amount,vat_amount,invoices,credit_notes');
    expect(lines).toHaveLength(after.rows.length + 1);
    const lu = after.rows.find((candidate) => candidate.memberState === 'LU');
    expect(lines).toContain(
      `${thisQuarter().year},${thisQuarter().quarter},LU,OSS,17,EUR,${((lu?.taxableAmount ?? 0) / 100).toFixed(2)},${((lu?.vatAmount ?? 0) / 100).toFixed(2)},${lu?.invoices},${lu?.creditNotes}`,
    );
    console.log(`OSS report ${thisQuarter().year} Q${thisQuarter().quarter} of the test data:\n${after.csv}`);
  }, 60_000);

  it('a quarter that is none is refused in the caller’s language', async () => {
    const answer = await adminAnswer(OSS_QUERY, { year: 2026, quarter: 5 }, 'it');
    expect(answer.errors?.[0]?.message).toBe('Scegli un trimestre da 1 a 4 di un anno dal 2000 in poi.');
    expect((await adminAnswer(OSS_QUERY, { year: -1, quarter: 1 })).errors?.[0]?.extensions?.['code']).toBe('USER_INPUT_ERROR');
  });
});
