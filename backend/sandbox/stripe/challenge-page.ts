import type { IntentRecord } from './state';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The 3-D Secure page Stripe's redirect leads to, as the simulator plays the card's issuer. */
export function challengePage(intent: IntentRecord): string {
  const amount = `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
  const form = (outcome: string, label: string) =>
    `<form method="post" action="/3ds/${escape(intent.id)}"><input type="hidden" name="client_secret" value="${escape(intent.clientSecret)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox 3-D Secure</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.75rem 1rem;margin:.5rem 0;width:100%;border-radius:.5rem;border:1px solid #444;background:#fff;color:#1a1a1a;cursor:pointer}form:first-of-type button{background:#1a1a1a;color:#fff}</style></head>
<body><main><h1>Sandbox 3-D Secure</h1>
<p>Stripe's simulator plays the card's bank: authenticate the payment of <strong>${escape(amount)}</strong>.</p>
${form('complete', 'Complete authentication')}
${form('fail', 'Fail authentication')}
</main></body></html>`;
}

/** Where the browser goes back to, with Stripe's three parameters. */
export function returnLocation(intent: IntentRecord): string | undefined {
  if (!intent.returnUrl) return undefined;
  const url = new URL(intent.returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('payment_intent_client_secret', intent.clientSecret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
}
