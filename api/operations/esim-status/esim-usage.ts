import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { graphql, requestTyped } from '../../graphql';
import { ORDER_ID, accountRequest, notFound } from '../account/account-request';
import { clampedWhole, pageOfList, type ListWindow } from '../paging';
import { esimDelayedSince } from './esim-delay';
import {
  ESIM_STATUS_FRAGMENT,
  ESIM_USAGE_FRAGMENT,
  toEsimStatus,
  type EsimStatus,
  type EsimStatusPage,
  type EsimUsageLink,
} from './esim-status';

/*
 * eSIM usage (issue 19) over the backend's esim-delivery plugin: the customer's "My eSIMs", one
 * order's eSIMs refreshed, and the guest's signed link. `refresh: true` asks the provider again
 * instead of the answer the backend keeps for 45 s (rate-limited there: past the limit the kept
 * answer). An eSIM whose usage the provider could not give now has `usage` undefined, never an
 * error. The account's calls share the account's errors (NOT_LOGGED_IN 401, ORDER_NOT_FOUND 404);
 * a link is ESIM_LINK_EXPIRED (410) or ESIM_LINK_INVALID (404).
 */

const DEFAULT_ESIMS_PER_PAGE = 10;
/** The backend's most per page. */
const MAX_ESIMS_PER_PAGE = 50;
/** The backend refuses longer tokens without looking: so does the api, without asking. */
const MAX_LINK_TOKEN_LENGTH = 200;

const MY_ESIMS_DOCUMENT = graphql(
  `
  query MyEsims($options: EsimListOptions, $refresh: Boolean) {
    activeCustomerEsims(options: $options) {
      totalItems
      items { ...EsimStatusFields usage(refresh: $refresh) { ...EsimUsageFields } }
    }
  }
`,
  [ESIM_STATUS_FRAGMENT, ESIM_USAGE_FRAGMENT],
);

/** "My eSIMs": the logged-in customer's eSIMs with their usage, newest first, one page (default 10, at most 50). */
export async function fetchMyEsims(
  client: ShopClient,
  input: { page?: number; itemsPerPage?: number; refresh?: boolean } = {},
  options: CallOptions = {},
): Promise<EsimStatusPage> {
  const itemsPerPage = clampedWhole(input.itemsPerPage, DEFAULT_ESIMS_PER_PAGE, MAX_ESIMS_PER_PAGE);
  const ask = async (window: ListWindow) => {
    const { activeCustomerEsims } = await accountRequest(
      client,
      'fetchMyEsims',
      MY_ESIMS_DOCUMENT,
      { options: window, refresh: input.refresh === true },
      options,
    );
    return {
      items: activeCustomerEsims.items.map((status) => toEsimStatus('fetchMyEsims', status)),
      totalItems: activeCustomerEsims.totalItems,
    };
  };
  return pageOfList(ask, input.page, itemsPerPage);
}

const ORDER_ESIMS_DOCUMENT = graphql(
  `
  query OrderEsimUsage($id: ID!, $refresh: Boolean) {
    accountOrder(id: $id) { id esims { status { ...EsimStatusFields usage(refresh: $refresh) { ...EsimUsageFields } } } }
  }
`,
  [ESIM_STATUS_FRAGMENT, ESIM_USAGE_FRAGMENT],
);

/** The eSIM usage of one of the customer's orders (its details' refresh button); another's or unknown: ORDER_NOT_FOUND. */
export async function fetchOrderEsimUsage(
  client: ShopClient,
  input: { orderId: string; refresh?: boolean },
  options: CallOptions = {},
): Promise<EsimStatus[]> {
  if (!ORDER_ID.test(input.orderId)) {
    // Logged-out first, as getAccountOrder: a visitor learns nothing from a malformed id.
    await fetchMyEsims(client, { itemsPerPage: 1 }, options);
    throw notFound('fetchOrderEsimUsage');
  }
  const { accountOrder } = await accountRequest(
    client,
    'fetchOrderEsimUsage',
    ORDER_ESIMS_DOCUMENT,
    { id: input.orderId, refresh: input.refresh === true },
    options,
  );
  if (!accountOrder) throw notFound('fetchOrderEsimUsage');
  return accountOrder.esims.map(({ status }) => toEsimStatus('fetchOrderEsimUsage', status));
}

const LINK_DOCUMENT = graphql(
  `
  query EsimUsageByLink($token: String!, $refresh: Boolean) {
    esimUsageByLink(token: $token) {
      status
      orderCode
      expiresAt
      esims { ...EsimStatusFields usage(refresh: $refresh) { ...EsimUsageFields } }
      esimDelay { since }
    }
  }
`,
  [ESIM_STATUS_FRAGMENT, ESIM_USAGE_FRAGMENT],
);

const linkInvalid = () =>
  new ShopError('getEsimUsageByLink', { kind: 'http', status: 404, code: 'ESIM_LINK_INVALID', message: 'This link is not valid' });
const linkExpired = () =>
  new ShopError('getEsimUsageByLink', { kind: 'http', status: 410, code: 'ESIM_LINK_EXPIRED', message: 'This link has expired' });

/**
 * The eSIMs of the order a guest's signed link names, with their usage, or since when they are
 * late (issue 32: paid, they follow by email); no account needed.
 */
export async function getEsimUsageByLink(
  client: ShopClient,
  input: { token: string; refresh?: boolean },
  options: CallOptions = {},
): Promise<EsimUsageLink> {
  if (input.token.length === 0 || input.token.length > MAX_LINK_TOKEN_LENGTH) throw linkInvalid();
  const { esimUsageByLink: answer } = await requestTyped(
    client,
    'getEsimUsageByLink',
    LINK_DOCUMENT,
    { token: input.token, refresh: input.refresh === true },
    { ...options, fresh: true },
  );
  if (answer.status === 'expired') throw linkExpired();
  if (answer.status === 'invalid' || answer.orderCode === null || answer.expiresAt === null) throw linkInvalid();
  const esims = answer.esims.map((status) => toEsimStatus('getEsimUsageByLink', status));
  return {
    orderCode: answer.orderCode,
    expiresAt: answer.expiresAt,
    esims,
    // A cancelled order has no delay in the backend's answer (esim-delay.ts there), so only the eSIMs count here.
    esimDelayedSince: esimDelayedSince('getEsimUsageByLink', answer.esimDelay, { cancelled: false, esimCount: esims.length }),
  };
}
