import { sameSecret } from '../server-kit/http';
import type { IncomingMessage } from 'node:http';

import { readFormBody } from './http-io';
import { opaqueToken, payerIdFor } from './ids';
import type { Answer, SandboxState, StoredOrder } from './state';

/*
 * The buyer's side of PayPal: GET /checkoutnow?token={order id} (the `approve` link), a test-buyer
 * login, then Approve (back to the merchant's return_url with token and PayerID) or Cancel (back to
 * its cancel_url with token). Plain forms and redirects: it works without JavaScript, and the page
 * carries no script at all. No cookie either: every port of 127.0.0.1 shares cookies, so a session
 * cookie here would also travel to the shop; the login is carried by the approve form instead.
 */

const SESSION_TTL_MS = 30 * 60_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function formatMoney(value: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(value));
  } catch {
    return `${value} ${currency}`;
  }
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f5f7fa; }
  header { background: #003087; color: #fff; padding: 0.75rem 1.5rem; font-weight: 700; }
  main { max-width: 32rem; margin: 1.5rem auto; background: #fff; padding: 1.5rem; border-radius: 0.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; } h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
  table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: 0.25rem 0; border-bottom: 1px solid #d9dee5; }
  td.number, th.number { text-align: right; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 1rem; } dt { margin: 0; } dd { margin: 0; text-align: right; }
  .total { font-weight: 700; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; border: 1px solid #6b7280; border-radius: 0.25rem; }
  button { margin-top: 1rem; width: 100%; padding: 0.75rem; font: inherit; font-weight: 700; border-radius: 1.5rem; border: 2px solid transparent; cursor: pointer; }
  button.primary { background: #ffc439; color: #111; } button.secondary { background: #fff; color: #003087; border-color: #003087; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #0070e0; outline-offset: 2px; }
  .alert { color: #a00000; font-weight: 600; } .note { color: #4b5563; font-size: 0.875rem; }
`;

function page(title: string, content: string, status = 200): Answer {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<header><span>PayPal</span> <span>(sandbox simulator)</span></header>
<main>
${content}
</main>
</body>
</html>`;
  return { status, html };
}

function merchantOf(state: SandboxState, order: StoredOrder): string {
  return order.brandName ?? state.settings.merchantName;
}

function summary(state: SandboxState, order: StoredOrder): string {
  const { amount, items = [] } = order.unit;
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="number">${escapeHtml(item.quantity)}</td><td class="number">${escapeHtml(formatMoney(item.unit_amount.value, item.unit_amount.currency_code))}</td></tr>`,
    )
    .join('');
  const breakdown = amount.breakdown ?? {};
  const lines = [
    breakdown.item_total ? `<dt>Subtotal</dt><dd>${escapeHtml(formatMoney(breakdown.item_total.value, amount.currency_code))}</dd>` : '',
    breakdown.tax_total ? `<dt>Tax</dt><dd>${escapeHtml(formatMoney(breakdown.tax_total.value, amount.currency_code))}</dd>` : '',
    `<dt class="total">Total (${escapeHtml(amount.currency_code)})</dt><dd class="total" data-testid="total">${escapeHtml(formatMoney(amount.value, amount.currency_code))}</dd>`,
  ].join('');
  return `<h1>Pay ${escapeHtml(merchantOf(state, order))}</h1>
<p class="note">A test page of the PayPal simulator: no real money moves.</p>
<section aria-labelledby="summary-heading">
<h2 id="summary-heading">Order summary</h2>
${items.length > 0 ? `<table><caption class="note">Items of order ${escapeHtml(order.unit.reference_id)}</caption><thead><tr><th scope="col">Item</th><th scope="col" class="number">Quantity</th><th scope="col" class="number">Unit price</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
<dl>${lines}</dl>
</section>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function cancelForm(state: SandboxState, order: StoredOrder): string {
  return `<form method="post" action="/checkoutnow/cancel">${hidden('token', order.id)}<button type="submit" class="secondary">Cancel and return to ${escapeHtml(merchantOf(state, order))}</button></form>`;
}

function loginPage(state: SandboxState, order: StoredOrder, options: { error?: string; email?: string } = {}): Answer {
  const error = options.error ? `<p class="alert" role="alert" id="login-error">${escapeHtml(options.error)}</p>` : '';
  const described = options.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    `Log in to pay ${merchantOf(state, order)} - PayPal sandbox`,
    `${summary(state, order)}
<section aria-labelledby="login-heading">
<h2 id="login-heading">Log in to your PayPal account</h2>
<p class="note">Test buyer: ${escapeHtml(state.settings.buyerEmail)}</p>
${error}
<form method="post" action="/checkoutnow/login">
${hidden('token', order.id)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit" class="primary">Log in</button>
</form>
${cancelForm(state, order)}
</section>`,
  );
}

function reviewPage(state: SandboxState, order: StoredOrder, session: string): Answer {
  const { amount } = order.unit;
  return page(
    `Review your payment to ${merchantOf(state, order)} - PayPal sandbox`,
    `${summary(state, order)}
<section aria-labelledby="review-heading">
<h2 id="review-heading">Logged in as ${escapeHtml(state.settings.buyerEmail)}</h2>
<p>Paying with the sandbox PayPal balance.</p>
<form method="post" action="/checkoutnow/approve">
${hidden('token', order.id)}${hidden('session', session)}
<button type="submit" class="primary">Approve payment of ${escapeHtml(formatMoney(amount.value, amount.currency_code))}</button>
</form>
${cancelForm(state, order)}
</section>`,
  );
}

function notice(state: SandboxState, title: string, text: string, status = 200, order?: StoredOrder): Answer {
  const back = order ? `<p><a href="${escapeHtml(order.cancelUrl)}">Return to ${escapeHtml(merchantOf(state, order))}</a></p>` : '';
  return page(`${title} - PayPal sandbox`, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${back}`, status);
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function returnLocation(order: StoredOrder): string {
  return withParams(order.returnUrl, { token: order.id, PayerID: order.payer?.payer_id ?? '' });
}

/** GET /checkoutnow?token=… */
export function viewApproval(state: SandboxState, url: URL): Answer {
  const order = state.orders.get(url.searchParams.get('token') ?? '');
  if (!order)
    return notice(state, 'Payment not found', 'This payment link is not valid. Go back to the shop and start the payment again.', 404);
  if (order.status === 'COMPLETED') return notice(state, 'Payment complete', 'This payment has already been made.', 200, order);
  if (order.status === 'APPROVED') return { status: 303, location: returnLocation(order) };
  return loginPage(state, order);
}

/** POST /checkoutnow/login: the test buyer's email and password. */
export async function logIn(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const form = await readFormBody(request);
  const order = state.orders.get(form.get('token') ?? '');
  if (!order)
    return notice(state, 'Payment not found', 'This payment link is not valid. Go back to the shop and start the payment again.', 404);
  if (order.status !== 'CREATED') return viewApproval(state, new URL(`http://simulator.invalid/checkoutnow?token=${order.id}`));
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const emailOk = sameSecret(email.toLowerCase(), state.settings.buyerEmail);
  const passwordOk = sameSecret(password, state.settings.buyerPassword);
  if (!emailOk || !passwordOk) {
    return loginPage(state, order, { error: "Some of your info isn't correct. Please try again.", email });
  }
  const now = state.now();
  for (const [id, session] of state.sessions) if (session.expiresAt <= now) state.sessions.delete(id);
  const session = opaqueToken('ses_', 24);
  state.sessions.set(session, { orderId: order.id, expiresAt: now + SESSION_TTL_MS });
  return reviewPage(state, order, session);
}

/** POST /checkoutnow/approve: the buyer approves; PayPal sends them back with token and PayerID. */
export async function approve(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const form = await readFormBody(request);
  const order = state.orders.get(form.get('token') ?? '');
  if (!order)
    return notice(state, 'Payment not found', 'This payment link is not valid. Go back to the shop and start the payment again.', 404);
  // A second click after the first approval: send the buyer back the same way again.
  if (order.status !== 'CREATED') return { status: 303, location: returnLocation(order) };
  const sessionId = form.get('session') ?? '';
  const session = state.sessions.get(sessionId);
  if (!session || session.orderId !== order.id || session.expiresAt <= state.now()) {
    return loginPage(state, order, { error: 'Your session has ended. Please log in again.' });
  }
  state.sessions.delete(sessionId);
  order.status = 'APPROVED';
  order.payer = {
    payer_id: payerIdFor(state.settings.buyerEmail),
    email_address: state.settings.buyerEmail,
    name: { given_name: 'Test', surname: 'Buyer' },
    address: { country_code: 'US' },
  };
  order.updateTime = new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { status: 303, location: returnLocation(order) };
}

/** POST /checkoutnow/cancel: back to the merchant with the token; the order itself stays as it was. */
export async function cancel(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const form = await readFormBody(request);
  const order = state.orders.get(form.get('token') ?? '');
  if (!order)
    return notice(state, 'Payment not found', 'This payment link is not valid. Go back to the shop and start the payment again.', 404);
  return { status: 303, location: withParams(order.cancelUrl, { token: order.id }) };
}
