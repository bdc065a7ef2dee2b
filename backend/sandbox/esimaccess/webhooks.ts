import { newNotifyId, webhookTime } from './ids';
import { pause, type SandboxState, type SimOrder, type WebhookDelivery } from './state';

/*
 * Notifications as eSIM Access sends them (docs › Webhooks, Apr 2026 revision): a JSON POST of
 * `{notifyType, notifyId, eventGenerateTime, content}` to the one configured URL, with no signature
 * and no secret header (the docs document none: the shop's URL carries its own secret). Retries on
 * a non-2xx answer are [SILENT] in the docs; this simulator retries with a doubling wait.
 */

const DELIVERY_LOG_SIZE = 200;
const SEND_TIMEOUT_MS = 10_000;

export interface Notification {
  notifyType: string;
  notifyId: string;
  eventGenerateTime: string;
  content: Record<string, unknown>;
}

/** ORDER_STATUS GOT_RESOURCE: the order's profiles can be queried now. */
export function sendOrderStatus(state: SandboxState, placed: SimOrder): void {
  send(state, {
    notifyType: 'ORDER_STATUS',
    notifyId: newNotifyId(),
    eventGenerateTime: webhookTime(state.now()),
    content: { orderNo: placed.orderNo, orderStatus: 'GOT_RESOURCE', transactionId: placed.transactionId },
  });
}

/** Any notification (a test control): sent as the others. */
export function send(state: SandboxState, notification: Notification): void {
  if (!state.settings.webhookUrl || state.muteWebhooks) return;
  void deliverWithRetries(state, notification);
}

async function deliverWithRetries(state: SandboxState, notification: Notification): Promise<void> {
  const { webhookRetries, webhookRetryMs } = state.settings;
  for (let attempt = 0; attempt <= webhookRetries; attempt += 1) {
    if (attempt > 0) await pause(state, webhookRetryMs * 2 ** (attempt - 1));
    const status = await deliverOnce(state, notification, attempt + 1);
    if (status === 'closed' || (typeof status === 'number' && status >= 200 && status < 300)) return;
  }
}

async function deliverOnce(state: SandboxState, notification: Notification, attempt: number): Promise<number | 'error' | 'closed'> {
  const url = state.settings.webhookUrl;
  if (!url || state.closed) return 'closed';
  const body = JSON.stringify(notification);
  const abort = new AbortController();
  state.inFlight.add(abort);
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  let status: number | 'error';
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: abort.signal,
      redirect: 'manual',
    });
    await response.arrayBuffer().catch(() => undefined);
    status = response.status;
  } catch {
    status = 'error';
  } finally {
    clearTimeout(timer);
    state.inFlight.delete(abort);
  }
  const orderNo = typeof notification.content['orderNo'] === 'string' ? notification.content['orderNo'] : '';
  const delivery: WebhookDelivery = {
    notifyId: notification.notifyId,
    notifyType: notification.notifyType,
    orderNo,
    attempt,
    status,
    at: new Date(state.now()).toISOString(),
    body,
  };
  state.webhookDeliveries.push(delivery);
  if (state.webhookDeliveries.length > DELIVERY_LOG_SIZE)
    state.webhookDeliveries.splice(0, state.webhookDeliveries.length - DELIVERY_LOG_SIZE);
  if (status === 'error' || status >= 300)
    console.log(`[esimaccess-sandbox] webhook ${notification.notifyType} ${notification.notifyId} answered ${status}`);
  return status;
}
