// Places orders through Vendure's Admin API without the card flow (a draft order paid by a manual
// payment), for the eSIM delivery test and bench/delivery.mjs. Plain ESM so the bench runs it in Node.

/** A logged-in Admin API client (bearer token; the backend accepts cookie and bearer). */
export async function adminClient(backendUrl, { username = 'superadmin', password = 'superadmin' } = {}) {
  let token;
  async function request(query, variables = {}, { languageCode } = {}) {
    const url = `${backendUrl}/admin-api${languageCode ? `?languageCode=${languageCode}` : ''}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    token = response.headers.get('vendure-auth-token') ?? token;
    const body = await response.json();
    if (body.errors) throw new Error(`Admin API: ${JSON.stringify(body.errors)}`);
    return body.data;
  }
  const { login } = await request(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on ErrorResult { message } } }',
    {
      u: username,
      p: password,
    },
  );
  if (login.__typename !== 'CurrentUser') throw new Error(`Admin login failed: ${login.message}`);
  return { request };
}

/** Fails with the ErrorResult's message when a mutation answered one instead of an Order. */
function orderOrThrow(step, result) {
  if (!result || result.__typename !== 'Order')
    throw new Error(`${step}: ${result?.errorCode ?? ''} ${result?.message ?? JSON.stringify(result)}`);
  return result;
}

export async function variantIdBySku(admin, sku) {
  const { productVariants } = await admin.request(
    'query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } }, take: 1 }) { items { id } } }',
    { sku },
  );
  const id = productVariants.items[0]?.id;
  if (!id) throw new Error(`No variant with SKU ${sku}`);
  return id;
}

const ORDER_RESULT = '__typename ... on Order { id code state } ... on ErrorResult { errorCode message }';

/**
 * Draft order → items → guest customer → billing address → ArrangingPayment (in `languageCode`,
 * the language the delivery records for the email) → manual payment, which settles the order.
 * Returns the order and `settledAt` (performance.now() when the payment call was sent).
 * `beforePayment` runs with the order's id just before the payment.
 */
export async function placePaidOrder(
  admin,
  { lines, email, firstName = 'Ada', lastName = 'Traveller', languageCode = 'en', countryCode = 'DE', beforePayment = async () => {} },
) {
  const { createDraftOrder } = await admin.request('mutation { createDraftOrder { id code } }');
  const orderId = createDraftOrder.id;
  for (const { variantId, quantity } of lines) {
    const { addItemToDraftOrder } = await admin.request(
      `mutation ($orderId: ID!, $input: AddItemToDraftOrderInput!) { addItemToDraftOrder(orderId: $orderId, input: $input) { ${ORDER_RESULT} } }`,
      { orderId, input: { productVariantId: variantId, quantity } },
    );
    orderOrThrow('addItemToDraftOrder', addItemToDraftOrder);
  }
  const { setCustomerForDraftOrder } = await admin.request(
    `mutation ($orderId: ID!, $input: CreateCustomerInput!) { setCustomerForDraftOrder(orderId: $orderId, input: $input) { ${ORDER_RESULT} } }`,
    { orderId, input: { emailAddress: email, firstName, lastName } },
  );
  orderOrThrow('setCustomerForDraftOrder', setCustomerForDraftOrder);
  await admin.request(
    'mutation ($orderId: ID!, $input: CreateAddressInput!) { setDraftOrderBillingAddress(orderId: $orderId, input: $input) { id } }',
    {
      orderId,
      input: { fullName: `${firstName} ${lastName}`, streetLine1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', countryCode },
    },
  );
  const { transitionOrderToState } = await admin.request(
    `mutation ($id: ID!) { transitionOrderToState(id: $id, state: "ArrangingPayment") { __typename ... on Order { id code state } ... on OrderStateTransitionError { errorCode message transitionError } } }`,
    { id: orderId },
    { languageCode },
  );
  orderOrThrow('transitionOrderToState', transitionOrderToState);
  await beforePayment(orderId);
  const settledAt = performance.now();
  const { addManualPaymentToOrder } = await admin.request(
    `mutation ($input: ManualPaymentInput!) { addManualPaymentToOrder(input: $input) { ${ORDER_RESULT} } }`,
    { input: { orderId, method: 'manual', transactionId: `manual-${createDraftOrder.code}`, metadata: {} } },
  );
  const order = orderOrThrow('addManualPaymentToOrder', addManualPaymentToOrder);
  if (order.state !== 'PaymentSettled') throw new Error(`Order ${order.code} is ${order.state} after the manual payment`);
  return { id: orderId, code: createDraftOrder.code, settledAt, paidAt: performance.now() };
}
