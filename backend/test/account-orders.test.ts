import { describe, expect, it } from 'vitest';

import { accountStatus, isPaidState, statusHistory, statusOfState } from '../src/plugins/account/orders/account-order-status';
import { billingAddressLines } from '../src/plugins/account/orders/billing-address-lines';
import { invoicePath, ORDER_MESSAGE_MAX_LENGTH } from '../src/plugins/account/orders/constants';
import { checkOrderMessage, orderNote } from '../src/plugins/account/orders/order-message';
import { ORDER_MESSAGE_MAX_LENGTH as CLIENT_MAX_LENGTH } from '../../api/operations/account/account-input';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));
const none = { items: 2, esims: 0, lastEsimAt: null };
const all = { items: 2, esims: 2, lastEsimAt: at(5) };

describe('account order status', () => {
  it('maps Vendure states: unpaid, paid, cancelled', () => {
    for (const state of [
      'Created',
      'Draft',
      'AddingItems',
      'ArrangingPayment',
      'Modifying',
      'ArrangingAdditionalPayment',
      'SomethingNew',
    ]) {
      expect(statusOfState(state)).toBe('awaitingPayment');
      expect(isPaidState(state)).toBe(false);
    }
    // Issue 15: a PayPal capture left pending places the order; it is not paid (no invoice) and says so.
    expect(statusOfState('PaymentAuthorized')).toBe('paymentPending');
    expect(isPaidState('PaymentAuthorized')).toBe(false);
    expect(statusOfState('PaymentSettled')).toBe('delivering');
    expect(isPaidState('PaymentSettled')).toBe(true);
    expect(statusOfState('Cancelled')).toBe('cancelled');
    expect(isPaidState('Cancelled')).toBe(false);
  });

  it('a paid order is delivered once every item has its eSIM', () => {
    expect(accountStatus('PaymentSettled', none)).toBe('delivering');
    expect(accountStatus('PaymentSettled', { items: 2, esims: 1, lastEsimAt: at(5) })).toBe('delivering');
    expect(accountStatus('PaymentSettled', all)).toBe('delivered');
    expect(accountStatus('Cancelled', all)).toBe('cancelled');
    expect(accountStatus('ArrangingPayment', all)).toBe('awaitingPayment');
  });

  it('a cancelled order that was never paid is a payment that failed, not a refund', () => {
    expect(accountStatus('Cancelled', none, false)).toBe('paymentFailed');
    expect(accountStatus('Cancelled', none, true)).toBe('cancelled');
    expect(accountStatus('PaymentAuthorized', none, false)).toBe('paymentPending');
    const denied = [
      { at: at(0), to: 'AddingItems' },
      { at: at(1), to: 'ArrangingPayment' },
      { at: at(2), to: 'PaymentAuthorized' },
      { at: at(7), to: 'Cancelled' },
    ];
    expect(statusHistory(denied, none)).toEqual([
      { at: at(0), status: 'awaitingPayment' },
      { at: at(2), status: 'paymentPending' },
      { at: at(7), status: 'paymentFailed' },
    ]);
    const completedLater = [...denied.slice(0, 3), { at: at(4), to: 'PaymentSettled' }];
    expect(statusHistory(completedLater, all).map((change) => change.status)).toEqual([
      'awaitingPayment',
      'paymentPending',
      'delivering',
      'delivered',
    ]);
  });

  it('history: a cancellation in the same second as the last eSIM comes after delivered (SQLite keeps whole seconds)', () => {
    const transitions = [
      { at: at(0), to: 'ArrangingPayment' },
      { at: at(1), to: 'PaymentSettled' },
      { at: at(2), to: 'Cancelled' },
    ];
    expect(statusHistory(transitions, { ...all, lastEsimAt: at(2) }).map((change) => change.status)).toEqual([
      'awaitingPayment',
      'delivering',
      'delivered',
      'cancelled',
    ]);
  });

  it('history: transitions mapped, repeats merged, delivered added at the last eSIM', () => {
    const transitions = [
      { at: at(0), to: 'AddingItems' },
      { at: at(1), to: 'ArrangingPayment' },
      // a declined card brings the cart back
      { at: at(2), to: 'AddingItems' },
      { at: at(3), to: 'ArrangingPayment' },
      { at: at(4), to: 'PaymentSettled' },
    ];
    expect(statusHistory(transitions, all)).toEqual([
      { at: at(0), status: 'awaitingPayment' },
      { at: at(4), status: 'delivering' },
      { at: at(5), status: 'delivered' },
    ]);
    expect(statusHistory(transitions, none).map((change) => change.status)).toEqual(['awaitingPayment', 'delivering']);
    expect(statusHistory([...transitions, { at: at(9), to: 'Cancelled' }], all).map((change) => change.status)).toEqual([
      'awaitingPayment',
      'delivering',
      'delivered',
      'cancelled',
    ]);
    // never paid: no delivered entry, whatever the profiles say
    expect(statusHistory(transitions.slice(0, 2), all).map((change) => change.status)).toEqual(['awaitingPayment']);
  });
});

describe('billing address lines', () => {
  const paris = {
    firstName: 'Camille',
    lastName: 'Martin',
    company: 'Voyages Martin',
    streetLine1: '12 rue de la Paix',
    city: 'Paris',
    postalCode: '75002',
    countryCode: 'FR',
  };

  it('prints name, company, street, postal code and city, country in the language', () => {
    expect(billingAddressLines(paris, 'en')).toEqual(['Camille Martin', 'Voyages Martin', '12 rue de la Paix', '75002 Paris', 'France']);
    expect(billingAddressLines(paris, 'de').at(-1)).toBe('Frankreich');
    expect(billingAddressLines(paris, 'ja').at(-1)).toBe('フランス');
    expect(billingAddressLines(paris, 'zh_Hant').at(-1)).toBe('法國');
  });

  it('follows the country: US city, state and ZIP; UK postcode on its own line; a fullName alone', () => {
    expect(
      billingAddressLines(
        { fullName: 'Ada Lovelace', streetLine1: '1 Main St', city: 'Reno', province: 'NV', postalCode: '89501', countryCode: 'US' },
        'en',
      ),
    ).toEqual(['Ada Lovelace', '1 Main St', 'Reno, NV 89501', 'United States']);
    expect(
      billingAddressLines(
        { firstName: 'Ada', lastName: 'L', streetLine1: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', countryCode: 'gb' },
        'en',
      ),
    ).toEqual(['Ada L', '10 Downing St', 'London', 'SW1A 2AA', 'United Kingdom']);
    expect(billingAddressLines(null, 'en')).toEqual([]);
    expect(billingAddressLines({ countryCode: 'FR' }, 'en')).toEqual([]);
  });
});

describe('order messages', () => {
  it('keeps plain text: trimmed, line breaks kept, control characters dropped, markup untouched', () => {
    expect(checkOrderMessage('  Hello\r\nit <b>fails</b>\u0007  ')).toEqual({ ok: true, message: 'Hello\nit <b>fails</b>' });
  });

  it('refuses a blank or too long message', () => {
    expect(checkOrderMessage(' \n\t ')).toMatchObject({ ok: false });
    expect(checkOrderMessage('x'.repeat(ORDER_MESSAGE_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(checkOrderMessage('x'.repeat(ORDER_MESSAGE_MAX_LENGTH + 1))).toMatchObject({ ok: false });
    // counted in characters, not UTF-16 units
    expect(checkOrderMessage('😀'.repeat(ORDER_MESSAGE_MAX_LENGTH))).toMatchObject({ ok: true });
  });

  it('the note names the item when there is one', () => {
    expect(orderNote('It fails', { name: 'France eSIM 5 GB 30 days', sku: 'FR-5GB-30D' })).toBe(
      'Message from the customer about "France eSIM 5 GB 30 days" (FR-5GB-30D):\nIt fails',
    );
    expect(orderNote('Thanks')).toBe('Message from the customer:\nThanks');
  });

  it('the storefront and the backend agree on the limit', () => {
    expect(CLIENT_MAX_LENGTH).toBe(ORDER_MESSAGE_MAX_LENGTH);
  });
});

it('the invoice path is built from the order id', () => {
  expect(invoicePath('42')).toBe('/invoices/42.pdf');
});
