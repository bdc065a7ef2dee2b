/**
 * A new shopper's session with one plan in its cart, as the Cookie header their browser would then
 * send: what the checkout needs, and what makes a page personal (a cart count in the header).
 * Made through the storefront's own /shop-api at `origin`, as a browser makes it.
 */
export async function sessionWithCart(origin) {
  const cookies = new Map();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const shopApi = async (query, variables) => {
    const response = await fetch(`${origin}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader() },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const body = await response.json();
    if (body.errors) throw new Error(`Shop API: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { search } = await shopApi(
    'query { search(input: { term: "France", take: 1, groupByProduct: false }) { items { productVariantId } } }',
  );
  const variantId = search.items[0]?.productVariantId;
  if (!variantId) throw new Error('no plan found to put in the cart');
  const { addItemToOrder } = await shopApi(
    'mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename ... on Order { code } } }',
    { id: variantId },
  );
  if (addItemToOrder.__typename !== 'Order') throw new Error(`addItemToOrder answered ${addItemToOrder.__typename}`);
  return cookieHeader();
}
