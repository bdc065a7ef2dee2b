import {
  accountOrderSchema,
  orderHistoryPageSchema,
  orderSummarySchema,
  type AccountOrder,
  type AccountOrderLine,
  type OrderHistoryPage,
  type OrderSummary,
} from '../schemas/account-order';
import type { DeliveredEsim } from '../schemas/placed-order';
import { makeEsimStatus } from './esim-usage';

/*
 * Schema-valid fixtures of a customer's orders for stories and machine tests, shaped like the
 * real shop's answers: the seed's France 5 GB / 30 days plan (12.49 EUR net) billed to France
 * (20 % VAT: 14.99 with VAT), paid by card, delivered with the sandbox provider's kind of eSIM.
 */

/** The QR code of `LPA:1$smdp.sandbox.esim-shop.test$K2P4Q-7XWMA-9RT3D-HZ6VB`, made once with the qrcode package as the backend makes them (every fake eSIM shows it). */
const FAKE_QR_CODE_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEoAAABKCAYAAAAc0MJxAAAAAklEQVR4AewaftIAAAQzSURBVO3BS27gOBTAQNLw/a/MydsJgeJWPrNzlX3g9U8XryMXryMXryM3n6j8RMVQGRVDZadiqOxUDJVVxUplp2Ko/ETF6uJ15OYLFSdUdlRWFUPlhMqoGCorlVGxUtmpOKGyc/E6cvMPKjsVOxVDZVTsqKwqhsqoGCorld9Q2al4cvE6cvPHVEbFUNmp2Kl4UjFUdir+DxevIzd/rGKn4oTKTsUTlVHxf7h4Hbn5h4rfqBgqOxVDZVUxVHYqhsp3VPzExevIzRdUfkJlVAyVUTFURsVQGRVD5YnKqFhVDJVRsVL5jYvXkZtPKv6CyqjYURkVQ+WJyqgYKicq/sLF68jNJyqjYqisKobKTsVQ2akYKjsVQ2VU7FQMlaEyKlYqo2KlMiqGyqpidfE6Yh/YUFlVnFAZFSuVJxUrlVGxUtmpGConKobKqHhy8Tpy84WKlcqqYqisKobKqHhSMVRGxagYKquKoTIqnlQMlVHxExevI/aBb1AZFSuVUTFUVhUnVFYVQ2VVMVRGxVB5UjFUdip2Ll5H7AMHVEbFUFlVPFFZVQyVnYonKjsVQ2VUDJUnFU8uXkduPlHZqRgqo2KlMiqGyqgYFU8qViqjYqUyKobKqPiJihMXryM3h1R2VHYqhsqoGCqjYlTsVAyVVcUTlVGxqhgqK5WditXF68jNoYqVyqjYUVmp7KisKobKqmKojIqVyqgYKqNip2KojIonF68j9oENlVExVJ5UnFBZVZxQGRU7KqPiJ1RGxc7F68jNJyqjYqjsVOyojIqVyqhYqYyKHZUnKqNiqIyKlcqoGCqriicXryM3P6RyQmVHZUdlVOyojIpRMVRGxUplVKwqhspQWVWsLl5Hbn6pYqjsVAyVoXJCZVUxVIbKE5WVyk7FUHly8Tpy8wWVUfFEZUdlVbFSGRVDZVXxGxU7KjsVQ2Xn4nXk5gsVQ+VJxVDZqXiickJlVfFE5UnFSuXJxevIzScVTypWKqNipTJUvqNiqHyHyqpiqKwqhsqqYqjsXLyO3HxBZUdlVfGkYqUyKlYqTypWKqPiScWTihMXryP2gYXKqBgqo2Ko7FQMlVXFd6iMipXKqmKl8hsVTy5eR24+qVhVrCq+Q2WnYqisKr5DZVQMlVGxozIqdlRGxerideTmE5WfqFhVDJUnFUNlpbKqWKmsVHZURsVvXLyO3Hyh4oTKk4onKn+hYqisKk6ojIqdi9eRm39Q2anYqVipjIonFUPlL6j8hMqoWF28jtz8MZVRsVIZFUPlRMVQOVGxUhkVK5VRsarYuXgdufmfVZxQWVXsVAyVHZVRMSp2KobKqHhy8Tpy8w8V31GxUhkVq4oTKiuVJxUnVEbFiYvXkZsvqPyEyo7KqBgqq4qhsqoYKqNiqIyKoTIqViqjYqisVFYVOxevI/aB1z9dvI5cvI5cvI78Bx2uxbyCrAm6AAAAAElFTkSuQmCC';

/** An eSIM of the sandbox provider; the LPA string and the Apple link follow the SM-DP+ address and activation code. */
function makeDeliveredEsim(overrides: Partial<DeliveredEsim> = {}): DeliveredEsim {
  const smdpAddress = overrides.smdpAddress ?? 'smdp.sandbox.esim-shop.test';
  const activationCode = overrides.activationCode ?? 'K2P4Q-7XWMA-9RT3D-HZ6VB';
  const lpaString = overrides.lpaString ?? `LPA:1$${smdpAddress}$${activationCode}`;
  return {
    orderLineId: '1',
    qrCodeDataUrl: FAKE_QR_CODE_DATA_URL,
    appleInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
    status: makeEsimStatus(),
    ...overrides,
    lpaString,
    smdpAddress,
    activationCode,
  };
}

/** One row of the history; 2 × France 5 GB delivered by default. */
function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return orderSummarySchema.parse({
    id: '12',
    reference: 'K7Q2M4XW9TBN3DRA',
    placedAt: '2026-11-20T09:41:00.000Z',
    status: 'delivered',
    total: { amount: 2998, currency: 'EUR' },
    totalQuantity: 2,
    ...overrides,
  });
}

/**
 * A page of the history: `count` orders (default 3), newest first, a day apart, ids and
 * references distinct, the statuses cycling through delivered, delivering, cancelled.
 */
export function makeOrderHistoryPage(overrides: Partial<OrderHistoryPage> & { count?: number } = {}): OrderHistoryPage {
  const { count = 3, ...fields } = overrides;
  const statuses = ['delivered', 'delivering', 'cancelled'] as const;
  const orders =
    fields.orders ??
    Array.from({ length: count }, (_, index) =>
      makeOrderSummary({
        id: String(20 - index),
        reference: `K7Q2M4XW9TBN3D${String(20 - index).padStart(2, '0')}`,
        placedAt: new Date(Date.UTC(2026, 10, 20 - index, 9, 41)).toISOString(),
        status: statuses[index % statuses.length] ?? 'delivered',
      }),
    );
  return orderHistoryPageSchema.parse({ orders, page: 1, pageCount: orders.length > 0 ? 1 : 0, totalItems: orders.length, ...fields });
}

export function makeAccountOrderLine(overrides: Partial<AccountOrderLine> = {}): AccountOrderLine {
  return {
    id: '1',
    variantId: '101',
    productSlug: 'france',
    name: 'France eSIM 5 GB 30 days',
    sku: 'FR-5GB-30D',
    quantity: 2,
    unitPriceWithTax: { amount: 1499, currency: 'EUR' },
    linePriceWithTax: { amount: 2998, currency: 'EUR' },
    ...overrides,
  };
}

/**
 * An order's details, delivered by default: one line of 2 × France 5 GB with its 2 eSIMs, the
 * totals following the lines (VAT 20 % of the net), paid by card, billed to Paris, its invoice.
 * Overriding `lines` recomputes the totals; `status` other than delivered empties the eSIMs
 * and the history follows it.
 */
export function makeAccountOrder(overrides: Partial<AccountOrder> = {}): AccountOrder {
  const lines = overrides.lines ?? [makeAccountOrderLine()];
  const status = overrides.status ?? 'delivered';
  const currency = lines[0]?.linePriceWithTax.currency ?? 'EUR';
  const products = lines.reduce((sum, line) => sum + line.linePriceWithTax.amount, 0);
  // Net prices carry 20 % VAT rounded per unit (Vendure's way): tax = with tax − net.
  const tax = lines.reduce(
    (sum, line) => sum + (line.unitPriceWithTax.amount - Math.round(line.unitPriceWithTax.amount / 1.2)) * line.quantity,
    0,
  );
  const placedAt = overrides.placedAt ?? '2026-11-20T09:41:00.000Z';
  const at = (seconds: number) => new Date(Date.parse(placedAt) + seconds * 1000).toISOString();
  const viaPayPalPending = status === 'paymentPending' || status === 'paymentFailed';
  const history: AccountOrder['history'] = [
    { at: at(-120), status: 'awaitingPayment' },
    ...(status === 'awaitingPayment'
      ? []
      : [{ at: placedAt, status: viaPayPalPending ? ('paymentPending' as const) : ('delivering' as const) }]),
    ...(status === 'delivered' || status === 'cancelled' || status === 'paymentFailed' ? [{ at: at(2), status }] : []),
  ];
  const paid = status === 'delivering' || status === 'delivered';
  const esims =
    status === 'delivered'
      ? lines.flatMap((line) =>
          Array.from({ length: line.quantity }, (_, index) =>
            makeDeliveredEsim({ orderLineId: line.id, activationCode: `K2P4Q-7XWMA-9RT3D-HZ6V${line.id}${index}` }),
          ),
        )
      : [];
  const order: AccountOrder = {
    ...makeOrderSummary({
      placedAt,
      status,
      total: { amount: products, currency },
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    }),
    lines,
    subtotals: { products: { amount: products, currency }, shipping: { amount: 0, currency }, tax: { amount: tax, currency } },
    paymentMethod: status === 'awaitingPayment' ? null : viaPayPalPending ? 'PayPal' : 'Card',
    history,
    billingAddress: {
      firstName: 'Camille',
      lastName: 'Martin',
      address1: '12 rue de la Paix',
      city: 'Paris',
      postcode: '75002',
      countryCode: 'FR',
    },
    billingAddressLines: ['Camille Martin', '12 rue de la Paix', '75002 Paris', 'France'],
    esims,
    invoiceUrl: paid ? '/invoices/12.pdf' : null,
    ...overrides,
  };
  // A fixture that the real mapping could never produce would make stories lie: fail loudly.
  return accountOrderSchema.parse(order);
}
