/**
 * A browser's cookies for one origin, as the benches' shoppers keep them: what each answer's
 * Set-Cookie gave, sent back in the next request's Cookie header.
 */
export class CookieJar {
  #cookies = new Map();

  /** The Cookie header to send with the next request. */
  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps what an answer's Set-Cookie headers give. */
  keep(headers) {
    for (const setCookie of headers.getSetCookie?.() ?? []) {
      const [pair = ''] = setCookie.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) this.#cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }
}

/**
 * A shopper's Shop API session at `origin` (a storefront's /shop-api or the backend's): a function
 * that sends one GraphQL call with the session's cookies, keeps what it sets, and answers its data
 * or throws its first error. `onAnswer` sees each HTTP answer (which instance served it);
 * `cookieHeader()` is the session as a browser would send it to a page.
 */
export function shopApiSession(origin, { timeoutMs = 30_000, onAnswer } = {}) {
  const jar = new CookieJar();
  const call = async (query, variables = {}) => {
    const response = await fetch(`${origin}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar.header() },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    jar.keep(response.headers);
    onAnswer?.(response);
    const body = await response.json();
    if (body.errors?.length) throw new Error(`Shop API: ${body.errors[0].message}`);
    return body.data;
  };
  call.cookieHeader = () => jar.header();
  return call;
}

/**
 * A new shopper's session with one plan in its cart, as the Cookie header their browser would then
 * send: what the checkout needs, and what makes a page personal (a cart count in the header).
 * Made through the storefront's own /shop-api at `origin`, as a browser makes it.
 */
export async function sessionWithCart(origin) {
  const shopApi = shopApiSession(origin);
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
  return shopApi.cookieHeader();
}
