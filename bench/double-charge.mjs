// The double-charge figures of issue #4, printed by `npm run bench:delivery`: for one order, 20
// debit calls sent at once (one card token, then 20 tokens as from 20 tabs) and what the sandbox
// acquirer counted: payment requests that reached it and charges it made. Exactly one charge each.

import { shopApiSession } from './support/shop-session.mjs';

const SANDBOX_SECRET_KEY = process.env.CARD_GATEWAY_SECRET_KEY ?? 'sk_sandbox_esim_shop';
const ATTEMPTS = 20;
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const BROWSER = { language: 'en-GB', colorDepth: 24, screenHeight: 900, screenWidth: 1440, timezoneOffset: 0, userAgent: 'bench' };

/** The benches' billing address: French, so the order pays VAT. */
export const benchAddress = (email) => ({
  email,
  firstName: 'Bench',
  lastName: 'Mark',
  address1: '1 rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
  countryCode: 'FR',
});

/** A cart with one plan and a French billing address, ready to pay. */
export async function cartReadyToPay(request, email) {
  const { product } = await request('query ($slug: String!) { product(slug: $slug) { variants { id sku } } }', { slug: 'france' });
  const variant = product.variants.find((candidate) => candidate.sku === 'FR-5GB-30D');
  await request('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } } }', { id: variant.id });
  const { setCheckoutAddress } = await request(
    'mutation ($input: CheckoutAddressInput!) { setCheckoutAddress(input: $input) { ... on Order { code } ... on ErrorResult { errorCode message } } }',
    { input: benchAddress(email) },
  );
  if (!setCheckoutAddress.code) throw new Error(`setCheckoutAddress: ${setCheckoutAddress.message}`);
  return setCheckoutAddress.code;
}

/** The sandbox acquirer's token for a frictionless Visa, as its hosted fields make one. */
export async function tokenize(config) {
  const response = await fetch(`${config.tokenizationUrl.replace(/\/+$/, '')}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey: config.publicKey, cardNumber: '4242424242424242', expiry: FUTURE_EXPIRY, cvv: '123' }),
  });
  if (!response.ok) throw new Error(`tokenization answered ${response.status}`);
  return (await response.json()).token;
}

async function stats(gatewayUrl, orderCode) {
  const response = await fetch(`${gatewayUrl}/v1/stats?orderCode=${encodeURIComponent(orderCode)}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });
  const { orders } = await response.json();
  return orders[orderCode] ?? { paymentRequests: 0, charges: 0 };
}

/** One order, `ATTEMPTS` debits at once with `distinctTokens` or one token; what the acquirer counted. */
async function concurrentDebits({ backendUrl, gatewayUrl, distinctTokens }) {
  const request = shopApiSession(backendUrl);
  const orderCode = await cartReadyToPay(request, `double-charge-${Date.now()}-${distinctTokens ? 'tabs' : 'clicks'}@example.com`);
  const { cardPaymentConfig } = await request('{ cardPaymentConfig { tokenizationUrl publicKey } }');
  const oneToken = await tokenize(cardPaymentConfig);
  const tokens = await Promise.all(Array.from({ length: ATTEMPTS }, () => (distinctTokens ? tokenize(cardPaymentConfig) : oneToken)));
  const answers = await Promise.allSettled(
    tokens.map((token) =>
      request('mutation ($input: DebitCardInput!) { debitCard(input: $input) { status orderCode } }', {
        input: { token, browser: BROWSER },
      }),
    ),
  );
  const succeeded = answers.filter((answer) => answer.status === 'fulfilled' && answer.value.debitCard.status === 'succeeded').length;
  return { orderCode, succeeded, ...(await stats(gatewayUrl, orderCode)) };
}

/** Prints the figures; answers false when an order was charged other than exactly once. */
export async function benchDoubleCharge({ backendUrl, gatewayUrl }) {
  console.log(`\ndouble charge: ${ATTEMPTS} debit calls sent at once for one order`);
  let exactlyOnce = true;
  for (const distinctTokens of [false, true]) {
    const result = await concurrentDebits({ backendUrl, gatewayUrl, distinctTokens });
    const label = distinctTokens ? `${ATTEMPTS} tokens (tabs)   ` : 'one token (clicks)';
    console.log(
      `  ${label}  attempts ${ATTEMPTS}   answered succeeded ${result.succeeded}   gateway payment requests ${result.paymentRequests}   charges ${result.charges}`,
    );
    if (result.charges !== 1) exactlyOnce = false;
  }
  console.log(`  budget: exactly 1 charge per order → ${exactlyOnce ? 'within' : 'OVER'} budget`);
  return exactlyOnce;
}
