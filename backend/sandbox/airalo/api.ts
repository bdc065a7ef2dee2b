import { sameSecret } from '../server-kit/http';
import { countryAnswer, fetchedOrder, listedOrder, orderAnswer } from './answers';
import { FAILURE_PACKAGES, type CatalogueOperator, type CataloguePackage } from './catalogue';
import { businessError, invalid, refusal } from './http-io';
import { newAccessToken, newIccid, newMatchingId, newRequestId } from './ids';
import { airaloTime, findPackage, type Answer, type OrderRecord, type PendingAsyncOrder, type SandboxState } from './state';
import { asyncOrderPayload, sendWebhook } from './webhooks';

/** Airalo's refund reasons of 2025-08 (docs/suppliers/airalo.md §6). */
const REFUND_REASONS = ['INVALID_ACTIVATION', 'DUPLICATE_ORDER', 'SERVICE_ISSUES', 'OTHERS'];
const MAX_QUANTITY = 50;

const field = (fields: Record<string, unknown>, name: string): string | undefined => {
  const value = fields[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** POST /v2/token: client credentials, in form, urlencoded or JSON fields. */
export function issueToken(state: SandboxState, fields: Record<string, unknown>): Answer {
  const clientId = field(fields, 'client_id');
  const clientSecret = field(fields, 'client_secret');
  const grantType = field(fields, 'grant_type');
  const missing: Record<string, string> = {};
  if (!clientId) missing['client_id'] = 'The client id field is required.';
  if (!clientSecret) missing['client_secret'] = 'The client secret field is required.';
  if (!grantType) missing['grant_type'] = 'The grant type field is required.';
  if (Object.keys(missing).length > 0) return invalid(missing);
  if (grantType !== 'client_credentials') return invalid({ grant_type: 'The selected grant type is invalid.' });
  if (!sameSecret(clientId ?? '', state.settings.clientId)) return invalid({ client_id: 'The selected client id is invalid.' });
  if (!sameSecret(clientSecret ?? '', state.settings.clientSecret)) return refusal(401, 'Client authentication failed');
  const now = state.now();
  for (const [token, expiresAt] of state.tokens) if (expiresAt <= now) state.tokens.delete(token);
  const accessToken = newAccessToken();
  state.tokens.set(accessToken, now + state.settings.tokenTtlSeconds * 1000);
  return {
    status: 200,
    body: {
      data: { token_type: 'Bearer', expires_in: state.settings.tokenTtlSeconds, access_token: accessToken },
      meta: { message: 'success' },
    },
  };
}

export function isAuthorised(state: SandboxState, token: string | undefined): boolean {
  const expiresAt = token ? state.tokens.get(token) : undefined;
  return expiresAt !== undefined && expiresAt > state.now();
}

const wholeNumber = (value: string | null): number | undefined | 'invalid' => {
  if (value === null || value === '') return undefined;
  return /^\d{1,6}$/.test(value) ? Number(value) : 'invalid';
};

interface CountryEntry {
  slug: string;
  countryCode: string;
  title: string;
  operators: CatalogueOperator[];
}

/** The catalogue as Airalo lists it: one entry per country (local operators) or region (global ones). */
function countryEntries(state: SandboxState, type: string | null, country: string | null): CountryEntry[] {
  const entries = new Map<string, CountryEntry>();
  for (const operator of state.catalogue) {
    if (type && operator.type !== type) continue;
    if (country && operator.countryCode !== country.toUpperCase()) continue;
    const key = `${operator.type}:${operator.slug}`;
    const entry = entries.get(key) ?? {
      slug: operator.slug,
      countryCode: operator.countryCode,
      title: operator.countryTitle,
      operators: [],
    };
    entry.operators.push(operator);
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/**
 * GET /v2/packages: paged by country entry. From page 2 on, `data` is an object keyed by each
 * entry's index in the whole list, as Airalo's parameter docs describe (docs/suppliers/airalo.md §3).
 */
export function listPackages(state: SandboxState, url: URL): Answer {
  const limit = wholeNumber(url.searchParams.get('limit'));
  const page = wholeNumber(url.searchParams.get('page'));
  const errors: Record<string, string> = {};
  if (limit === 'invalid' || limit === 0) errors['limit'] = 'The limit must be an integer.';
  if (page === 'invalid' || page === 0) errors['page'] = 'The page must be an integer.';
  const type = url.searchParams.get('filter[type]');
  if (type !== null && type !== 'local' && type !== 'global') errors['filter.type'] = 'The selected filter.type is invalid.';
  if (Object.keys(errors).length > 0) return invalid(errors);
  const perPage = typeof limit === 'number' ? limit : 50;
  const current = typeof page === 'number' ? page : 1;
  const withTopups = (url.searchParams.get('include') ?? '').split(',').includes('topup');
  const entries = countryEntries(state, type, url.searchParams.get('filter[country]'));
  const lastPage = Math.max(1, Math.ceil(entries.length / perPage));
  const start = (current - 1) * perPage;
  const slice = entries.slice(start, start + perPage).map((entry) => countryAnswer(entry, withTopups));
  const data = current >= 2 ? Object.fromEntries(slice.map((entry, index) => [String(start + index), entry])) : slice;
  const path = `${state.settings.publicUrl}/v2/packages`;
  const pageLink = (number: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(number));
    return `${path}?${query.toString()}`;
  };
  return {
    status: 200,
    body: {
      data,
      links: {
        first: pageLink(1),
        last: pageLink(lastPage),
        prev: current > 1 ? pageLink(current - 1) : null,
        next: current < lastPage ? pageLink(current + 1) : null,
      },
      meta: {
        message: 'success',
        current_page: current,
        from: slice.length > 0 ? start + 1 : null,
        last_page: lastPage,
        path,
        per_page: String(perPage),
        to: slice.length > 0 ? start + slice.length : null,
        total: entries.length,
      },
    },
  };
}

interface OrderFields {
  packageId: string;
  quantity: number;
  description: string | null;
}

/** The checks of POST /v2/orders and /v2/orders-async, in Airalo's order: fields, then stock, then credit. */
function checkOrder(
  state: SandboxState,
  fields: Record<string, unknown>,
): { ok: OrderFields; costCents: number; item: CataloguePackage; operatorTitle: string } | { refused: Answer } {
  const packageId = field(fields, 'package_id');
  const quantityText = field(fields, 'quantity');
  const type = field(fields, 'type') ?? 'sim';
  const description = field(fields, 'description') ?? null;
  const errors: Record<string, string> = {};
  if (!packageId) errors['package_id'] = 'The package id field is required.';
  const quantity = quantityText && /^\d{1,3}$/.test(quantityText) ? Number(quantityText) : undefined;
  if (quantity === undefined) errors['quantity'] = 'The quantity field is required.';
  else if (quantity < 1) errors['quantity'] = 'The quantity must be at least 1.';
  else if (quantity > MAX_QUANTITY) errors['quantity'] = 'The quantity may not be greater than 50.';
  if (type !== 'sim') errors['type'] = 'The selected type is invalid.';
  if (description && description.length > 255) errors['description'] = 'The description may not be greater than 255 characters.';
  const failure = packageId ? FAILURE_PACKAGES[packageId] : undefined;
  const found = packageId ? findPackage(state, packageId) : undefined;
  if (packageId && !failure && (!found || found.item.type !== 'sim')) errors['package_id'] = 'The selected package is invalid.';
  if (Object.keys(errors).length > 0) return { refused: invalid(errors) };
  if (failure) return { refused: businessError(failure.code, failure.reason) };
  if (!found || quantity === undefined || !packageId) return { refused: invalid({ package_id: 'The selected package is invalid.' }) };
  const left = state.stock.get(packageId);
  if (left !== undefined && left < quantity)
    return { refused: invalid({ quantity: `SIM quantity is not available. Available quantity: ${left}.` }) };
  const costCents = found.item.netPriceCents * quantity;
  if (costCents > state.balanceCents) {
    return { refused: businessError(11, `Insufficient Airalo Credit: the order costs ${(costCents / 100).toFixed(2)} USD.`) };
  }
  return { ok: { packageId, quantity, description }, costCents, item: found.item, operatorTitle: found.operator.title };
}

function take(state: SandboxState, fields: OrderFields, costCents: number): void {
  state.balanceCents -= costCents;
  const left = state.stock.get(fields.packageId);
  if (left !== undefined) state.stock.set(fields.packageId, left - fields.quantity);
}

/** Issues the eSIMs of a paid order. */
function createOrder(state: SandboxState, fields: OrderFields, costCents: number, requestId: string | undefined): OrderRecord {
  const found = findPackage(state, fields.packageId);
  if (!found) throw new Error(`Package ${fields.packageId} vanished`);
  return recordOrder(state, fields, found.item, found.operator.title, costCents, requestId, 'completed');
}

function recordOrder(
  state: SandboxState,
  fields: OrderFields,
  item: CataloguePackage,
  operatorTitle: string,
  costCents: number,
  requestId: string | undefined,
  status: OrderRecord['status'],
): OrderRecord {
  const now = state.now();
  const createdAt = airaloTime(now);
  const id = (state.nextOrderId += 1);
  const order: OrderRecord = {
    id,
    code: `${createdAt.slice(0, 10).replace(/-/g, '')}-${String(id).padStart(6, '0')}`,
    createdAt,
    description: fields.description,
    packageId: fields.packageId,
    operatorTitle,
    quantity: fields.quantity,
    item,
    priceCents: item.priceCents * fields.quantity,
    netPriceCents: costCents,
    status,
    sims:
      status === 'failed'
        ? []
        : Array.from({ length: fields.quantity }, () => ({
            id: (state.nextSimId += 1),
            createdAt,
            iccid: newIccid(),
            matchingId: newMatchingId(),
            installedAt: undefined,
            usedMb: 0,
            recycled: false,
            refundId: undefined,
          })),
    requestId,
  };
  state.orders.push(order);
  for (const sim of order.sims) state.simsByIccid.set(sim.iccid, sim);
  return order;
}

/** POST /v2/orders: synchronous, the eSIMs in the answer. */
export function submitOrder(state: SandboxState, fields: Record<string, unknown>): Answer {
  const checked = checkOrder(state, fields);
  if ('refused' in checked) return checked.refused;
  take(state, checked.ok, checked.costCents);
  return { status: 200, body: orderAnswer(state, createOrder(state, checked.ok, checked.costCents, undefined)) };
}

/** POST /v2/orders-async: 202 with a request id; the order is made (and listed) later, then its webhook sent. */
export function submitAsyncOrder(state: SandboxState, fields: Record<string, unknown>): Answer {
  const webhookUrl = field(fields, 'webhook_url') ?? state.asyncWebhookUrl;
  if (webhookUrl !== undefined && !/^https?:\/\/\S+$/.test(webhookUrl))
    return invalid({ webhook_url: 'The webhook url format is invalid.' });
  const checked = checkOrder(state, fields);
  if ('refused' in checked) return checked.refused;
  if (!webhookUrl) return { status: 422, body: { reason: 'User is not opted in and no webhook URL provided.' } };
  take(state, checked.ok, checked.costCents);
  const requestId = newRequestId();
  const acceptedAt = airaloTime(state.now());
  const pending: PendingAsyncOrder = {
    requestId,
    acceptedAt,
    packageId: checked.ok.packageId,
    quantity: checked.ok.quantity,
    description: checked.ok.description,
    webhookUrl,
    chargedCents: checked.costCents,
    item: checked.item,
    operatorTitle: checked.operatorTitle,
    timer: undefined,
  };
  state.asyncOrders.set(requestId, pending);
  if (!state.holdAsync) scheduleAsync(state, pending);
  return { status: 202, body: { data: { request_id: requestId, accepted_at: acceptedAt }, meta: { message: 'success' } } };
}

export function scheduleAsync(state: SandboxState, pending: PendingAsyncOrder): void {
  if (pending.timer || state.closed) return;
  pending.timer = setTimeout(() => {
    state.timers.delete(timer);
    void processAsync(state, pending.requestId, !state.muteWebhooks);
  }, state.settings.asyncDelayMs);
  const timer = pending.timer;
  state.timers.add(timer);
}

/** Makes an accepted async order and, unless `send` is false, sends its webhook; undefined when it was not pending. */
export async function processAsync(state: SandboxState, requestId: string, send = true): Promise<OrderRecord | undefined> {
  const pending = state.asyncOrders.get(requestId);
  if (!pending) return undefined;
  state.asyncOrders.delete(requestId);
  if (pending.timer) {
    clearTimeout(pending.timer);
    state.timers.delete(pending.timer);
  }
  const fields = { packageId: pending.packageId, quantity: pending.quantity, description: pending.description };
  if (!findPackage(state, pending.packageId)) {
    // Withdrawn meanwhile: the money goes back, the order is listed as failed (filter[order_status]=failed),
    // and the webhook says why. Airalo documents no failure payload: this one is an assumption.
    state.balanceCents += pending.chargedCents;
    const failed = recordOrder(state, fields, pending.item, pending.operatorTitle, 0, requestId, 'failed');
    if (send) {
      await sendWebhook(state, pending.webhookUrl, requestId, {
        request_id: requestId,
        reason: 'The requested eSIM package is invalid or it is currently out of stock. Please try again later.',
      });
    }
    return failed;
  }
  const order = createOrder(state, fields, pending.chargedCents, requestId);
  if (send) await sendWebhook(state, pending.webhookUrl, requestId, asyncOrderPayload(state, order));
  return order;
}

function includesOf(url: URL): Set<string> {
  return new Set((url.searchParams.get('include') ?? '').split(',').map((part) => part.trim()));
}

/** GET /v2/orders: the filters are SQL LIKE '%…%' searches, as Airalo documents. */
export function listOrders(state: SandboxState, url: URL): Answer {
  const limit = wholeNumber(url.searchParams.get('limit'));
  const page = wholeNumber(url.searchParams.get('page'));
  const errors: Record<string, string> = {};
  if (limit === 'invalid') errors['limit'] = 'The limit must be an integer.';
  if (page === 'invalid') errors['page'] = 'The page must be an integer.';
  const status = url.searchParams.get('filter[order_status]');
  if (status !== null && !['completed', 'failed', 'refunded'].includes(status))
    errors['filter.order_status'] = 'The selected filter.order status is invalid.';
  if (Object.keys(errors).length > 0) return invalid(errors);
  const like = (value: string | null | undefined, wanted: string | null) =>
    wanted === null || (value ?? '').toLowerCase().includes(wanted.toLowerCase());
  const matching = state.orders
    .filter(
      (order) =>
        like(order.description, url.searchParams.get('filter[description]')) &&
        like(order.code, url.searchParams.get('filter[code]')) &&
        (url.searchParams.get('filter[iccid]') === null ||
          order.sims.some((sim) => like(sim.iccid, url.searchParams.get('filter[iccid]')))) &&
        (status === null || order.status === status),
    )
    .reverse();
  const perPage = typeof limit === 'number' && limit > 0 ? limit : 50;
  const current = typeof page === 'number' && page > 0 ? page : 1;
  const lastPage = Math.max(1, Math.ceil(matching.length / perPage));
  const start = (current - 1) * perPage;
  const slice = matching.slice(start, start + perPage);
  const include = includesOf(url);
  const path = `${state.settings.publicUrl}/v2/orders`;
  const pageLink = (number: number) => `${path}?page=${number}`;
  return {
    status: 200,
    body: {
      data: slice.map((order) => listedOrder(state, order, include)),
      meta: {
        message: 'success',
        current_page: current,
        from: slice.length > 0 ? start + 1 : null,
        last_page: lastPage,
        path,
        per_page: String(perPage),
        to: slice.length > 0 ? start + slice.length : null,
        total: matching.length,
      },
      links: {
        first: pageLink(1),
        last: pageLink(lastPage),
        prev: current > 1 ? pageLink(current - 1) : null,
        next: current < lastPage ? pageLink(current + 1) : null,
      },
    },
  };
}

/** GET /v2/orders/{id}: another partner's or an unknown order is "unauthorized", as Airalo answers. */
export function getOrder(state: SandboxState, id: string, url: URL): Answer {
  const order = /^\d{1,12}$/.test(id) ? state.orders.find((candidate) => candidate.id === Number(id)) : undefined;
  if (!order) return refusal(404, 'messages.resource_not_found');
  return { status: 200, body: fetchedOrder(state, order, includesOf(url)) };
}

/** GET /v2/sims/{iccid}/usage: MB; NOT_ACTIVE until installed, then ACTIVE, FINISHED or EXPIRED. */
export function simUsage(state: SandboxState, iccid: string): Answer {
  const sim = state.simsByIccid.get(iccid);
  const order = sim ? state.orders.find((candidate) => candidate.sims.includes(sim)) : undefined;
  if (!sim || !order) return refusal(404, 'messages.resource_not_found');
  const counts = { remaining_voice: 0, remaining_text: 0, total_voice: 0, total_text: 0 };
  if (sim.recycled) {
    return {
      status: 200,
      body: {
        data: { remaining: 0, total: 0, expired_at: null, is_unlimited: null, status: 'RECYCLED', ...counts },
        meta: { message: 'api.succes' },
      },
    };
  }
  const total = order.item.unlimited ? 0 : order.item.amountMb;
  const remaining = order.item.unlimited ? 0 : Math.max(0, total - sim.usedMb);
  const expiresAt = sim.installedAt === undefined ? undefined : sim.installedAt + order.item.days * 86_400_000;
  const status =
    sim.installedAt === undefined
      ? 'NOT_ACTIVE'
      : expiresAt !== undefined && expiresAt <= state.now()
        ? 'EXPIRED'
        : !order.item.unlimited && remaining === 0
          ? 'FINISHED'
          : 'ACTIVE';
  return {
    status: 200,
    body: {
      data: {
        remaining,
        total,
        expired_at: expiresAt === undefined ? null : airaloTime(expiresAt),
        is_unlimited: order.item.unlimited,
        status,
        ...counts,
      },
      // Airalo's own spelling.
      meta: { message: 'api.succes' },
    },
  };
}

/** POST /v2/refund: a request Airalo reviews by hand; accepted (202) when every ICCID is the partner's. */
export function requestRefund(state: SandboxState, fields: Record<string, unknown>): Answer {
  const iccids = fields['iccids'];
  const reason = field(fields, 'reason');
  const notes = field(fields, 'notes');
  if (!Array.isArray(iccids) || iccids.length === 0 || !iccids.every((iccid) => typeof iccid === 'string')) {
    return invalid({ iccids: 'The iccids field is required.' });
  }
  if (!reason || !REFUND_REASONS.includes(reason)) {
    return refusal(422, `The selected reason is invalid. It must be one of the following: ${REFUND_REASONS.join(', ')}`);
  }
  if (notes && notes.length > 255) return invalid({ notes: 'The notes may not be greater than 255 characters.' });
  const foreign = iccids.filter((iccid) => !state.simsByIccid.has(iccid));
  if (foreign.length > 0) return refusal(422, `The following ICCIDs do not belong to your company: ${foreign.join(', ')}`);
  const refundId = String((state.nextRefundId += 1));
  for (const iccid of iccids) {
    const sim = state.simsByIccid.get(iccid);
    if (sim) sim.refundId = refundId;
  }
  state.refunds.push({ refundId, iccids: iccids, reason, notes });
  return {
    status: 202,
    body: { data: { refund_id: refundId, created_at: airaloTime(state.now()).slice(0, 16) }, meta: { message: 'success' } },
  };
}

/** GET /v2/balance */
export function balance(state: SandboxState): Answer {
  return {
    status: 200,
    body: {
      data: { balances: { name: 'balance', availableBalance: { amount: state.balanceCents / 100, currency: 'USD' } } },
      meta: { message: 'success' },
    },
  };
}

/** POST /v2/notifications/opt-in `{type: async_orders, webhook_url}`: where async orders are sent. */
export function optIn(state: SandboxState, fields: Record<string, unknown>): Answer {
  const type = field(fields, 'type');
  const webhookUrl = field(fields, 'webhook_url');
  if (type !== 'async_orders') return invalid({ type: 'The selected type is invalid.' });
  if (!webhookUrl || !/^https?:\/\/\S+$/.test(webhookUrl)) return invalid({ webhook_url: 'The webhook url format is invalid.' });
  state.asyncWebhookUrl = webhookUrl;
  return { status: 200, body: { data: { notification: { type, contact_point: webhookUrl } }, meta: { message: 'success' } } };
}
