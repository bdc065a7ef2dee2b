import { beforeAll, describe, expect, inject, it } from 'vitest';

import { buy, createCustomer, loggedIn, variantId, type TestCustomer } from '../../test-support/account-customer';
import { pinEsimUsage, signedEsimLinkToken } from '../../test-support/esim-sandbox';
import { newShopper, type Shopper } from '../../test-support/shopper';
import { rejection } from '../../test-support/answering-client';
import { fetchOrders, getAccountOrder, type AccountOrder } from '../account/account-orders';
import { fetchMyEsims, fetchOrderEsimUsage, getEsimUsageByLink } from './esim-usage';
import { getPlacedOrder } from '../payment/placed-order';

/*
 * eSIM usage against the real backend (plugins/esim-delivery, the sandbox provider with its test
 * control on): the owner sees each eSIM's usage in "My eSIMs", in the order's details and on the
 * thank-you page; another customer gets the account's 404, a logged-out visitor its 401; the
 * guest's signed link shows the same without an account, and refuses expired, tampered and hostile
 * tokens with a clear error. The test control takes an eSIM through every state.
 */

const backendOrigin = () => inject('shopApiUrl').replace(/\/shop-api\/?$/, '');

let owner: TestCustomer;
let ownerShopper: Shopper;
let order: AccountOrder;
let orderCode: string;

beforeAll(async () => {
  owner = await createCustomer('esim-usage');
  ownerShopper = await loggedIn(owner);
  const france = await variantId(ownerShopper.client, 'france', 'FR-5GB-30D');
  orderCode = await buy(ownerShopper, owner, [{ variantId: france, quantity: 1 }]);
  const summary = (await fetchOrders(ownerShopper.client)).orders.find((candidate) => candidate.reference === orderCode);
  if (!summary) throw new Error(`order ${orderCode} is not in the history`);
  // The backend's job delivers within seconds (the thank-you page's polling, by hand: beforeAll has no expect.poll).
  for (let attempt = 0; attempt < 60; attempt += 1) {
    order = await getAccountOrder(ownerShopper.client, { id: summary.id });
    if (order.esims.length === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`order ${orderCode} was not delivered`);
});

const onlyEsim = () => {
  const esim = order.esims[0];
  if (!esim) throw new Error('no eSIM');
  return esim;
};

describe('eSIM usage of the owner', () => {
  it('shows a just-delivered eSIM as not installed, with the plan of its variant', () => {
    expect(onlyEsim().status).toMatchObject({
      orderCode,
      planName: expect.stringContaining('France'),
      productSlug: 'france',
      usage: { state: 'notInstalled', dataTotalMb: 5120, dataUsedMb: 0, validityDays: 30, daysLeft: 30 },
    });
    expect(onlyEsim().status.usage?.installedAt).toBeUndefined();
  });

  it('lists it in "My eSIMs", newest first, with the same figures', async () => {
    const page = await fetchMyEsims(ownerShopper.client, { itemsPerPage: 5 });
    expect(page.items[0]).toMatchObject({ iccid: onlyEsim().status.iccid, orderCode, usage: { state: 'notInstalled' } });
    expect(page.totalItems).toBeGreaterThanOrEqual(1);
  });

  it('reaches every state through the sandbox test control, and refresh reads it', async () => {
    const iccid = onlyEsim().status.iccid;
    await pinEsimUsage(backendOrigin(), iccid, { state: 'active', dataUsedMb: 2048, daysLeft: 12 });
    const [active] = await fetchOrderEsimUsage(ownerShopper.client, { orderId: order.id, refresh: true });
    expect(active?.usage).toMatchObject({ state: 'active', dataUsedMb: 2048, dataTotalMb: 5120, daysLeft: 12 });
    expect(active?.usage?.installedAt).toBeDefined();
    expect(active?.usage?.expiresAt).toBeDefined();

    await pinEsimUsage(backendOrigin(), iccid, { state: 'exhausted', daysLeft: 4 });
    expect((await fetchMyEsims(ownerShopper.client, { refresh: true })).items[0]?.usage).toMatchObject({
      state: 'exhausted',
      dataUsedMb: 5120,
      daysLeft: 4,
    });

    await pinEsimUsage(backendOrigin(), iccid, { state: 'expired' });
    expect((await fetchOrderEsimUsage(ownerShopper.client, { orderId: order.id }))[0]?.usage).toMatchObject({
      state: 'expired',
      daysLeft: 0,
    });

    await pinEsimUsage(backendOrigin(), iccid, { state: 'notInstalled' });
    expect((await fetchOrderEsimUsage(ownerShopper.client, { orderId: order.id }))[0]?.usage).toMatchObject({ state: 'notInstalled' });
  });
});

describe('eSIM usage of someone else', () => {
  it('answers another customer the same 404 as for orders, and shows them none of it', async () => {
    const other = await loggedIn(await createCustomer('esim-usage-other'));
    const error = await rejection(fetchOrderEsimUsage(other.client, { orderId: order.id }));
    expect(error.detail).toMatchObject({ kind: 'http', status: 404, code: 'ORDER_NOT_FOUND' });
    const page = await fetchMyEsims(other.client);
    expect(page.items.map((esim) => esim.iccid)).not.toContain(onlyEsim().status.iccid);
  });

  it('answers a logged-out visitor 401', async () => {
    const visitor = newShopper();
    expect((await rejection(fetchMyEsims(visitor.client))).detail).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
    expect((await rejection(fetchOrderEsimUsage(visitor.client, { orderId: order.id }))).detail).toMatchObject({ status: 401 });
    expect((await rejection(fetchOrderEsimUsage(visitor.client, { orderId: '<script>' }))).detail).toMatchObject({ status: 401 });
  });
});

describe('the guest link', () => {
  it('is on the thank-you page of the paying session, and shows the eSIMs to anyone holding it', async () => {
    const placed = await getPlacedOrder(ownerShopper.client, orderCode);
    expect(placed.esims[0]?.status.iccid).toBe(onlyEsim().status.iccid);
    const token = placed.esimUsageLinkToken;
    if (!token) throw new Error('no link token');
    const link = await getEsimUsageByLink(newShopper().client, { token });
    expect(link).toMatchObject({ orderCode, esims: [{ iccid: onlyEsim().status.iccid, productSlug: 'france' }] });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(170 * 24 * 60 * 60 * 1000);
    const refreshed = await getEsimUsageByLink(newShopper().client, { token, refresh: true });
    expect(refreshed.esims[0]?.usage?.state).toBeDefined();
  });

  it('refuses an expired link as expired', async () => {
    const token = signedEsimLinkToken(orderCode, new Date(Date.now() - 1000));
    expect((await rejection(getEsimUsageByLink(newShopper().client, { token }))).detail).toMatchObject({
      status: 410,
      code: 'ESIM_LINK_EXPIRED',
    });
  });

  it('refuses a correctly signed link that claims more time than the shop issues (issue 30)', async () => {
    for (const expiresAt of [new Date(Date.UTC(33_658, 0, 1)), new Date(Date.now() + 181 * 24 * 60 * 60 * 1000)]) {
      const token = signedEsimLinkToken(orderCode, expiresAt);
      expect((await rejection(getEsimUsageByLink(newShopper().client, { token }))).detail).toMatchObject({
        status: 404,
        code: 'ESIM_LINK_INVALID',
      });
    }
    // Within 180 days of now, but two seconds past the link the order got: more than was issued.
    const placed = await getPlacedOrder(ownerShopper.client, orderCode);
    const issued = Number(placed.esimUsageLinkToken?.split('.')[1]) * 1000;
    const longer = signedEsimLinkToken(orderCode, new Date(issued + 2000));
    expect((await rejection(getEsimUsageByLink(newShopper().client, { token: longer }))).detail).toMatchObject({ status: 404 });
  });

  it('refuses tampered and hostile tokens as invalid, never with a server error', async () => {
    const token = signedEsimLinkToken(orderCode, new Date(Date.now() + 60_000));
    const [code, seconds, mac] = token.split('.') as [string, string, string];
    const hostile = [
      `${code}.${Number(seconds) + 86_400}.${mac}`,
      `${code}.${seconds}.${mac.slice(0, -2)}AA`,
      `ZZZZ${code.slice(4)}.${seconds}.${mac}`,
      signedEsimLinkToken(orderCode, new Date(Date.now() + 60_000), 'not-the-shop-secret-at-all-32-chars!'),
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      'x'.repeat(10_000),
      '',
    ];
    for (const candidate of hostile) {
      expect((await rejection(getEsimUsageByLink(newShopper().client, { token: candidate }))).detail).toMatchObject({
        status: 404,
        code: 'ESIM_LINK_INVALID',
      });
    }
  });
});
