import type { ShopClient, ShopClientOptions } from '../client';
import { realShopClient } from './clients';

/**
 * One shopper of the integration tests: a cookie jar kept from the backend's Set-Cookie answers,
 * the way a browser keeps its session (`esim_shop_session` and its `.sig`).
 */
export interface Shopper {
  client: ShopClient;
  /** The `Cookie` header this shopper sends now. */
  cookieHeader(): string;
  /** A second client on the same session, like a new tab of the same browser. */
  newTab(options?: Partial<ShopClientOptions>): ShopClient;
}

/** `name=value` of one Set-Cookie header; attributes (Path, HttpOnly…) do not matter to a test jar. */
function nameAndValue(setCookie: string): [string, string] | undefined {
  const pair = setCookie.split(';', 1)[0] ?? '';
  const separator = pair.indexOf('=');
  return separator > 0 ? [pair.slice(0, separator).trim(), pair.slice(separator + 1).trim()] : undefined;
}

export function newShopper(options: Partial<ShopClientOptions> = {}): Shopper {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (setCookie: string) => {
    const cookie = nameAndValue(setCookie);
    if (cookie) jar.set(...cookie);
  };
  // The storefront's server path: each request forwards the jar as `cookie` and hands every
  // Set-Cookie back through `onSetCookie`. A client takes `cookie` once, so one is made per request.
  const clientFor = (extra: Partial<ShopClientOptions>): ShopClient => {
    const settings = { ...options, ...extra };
    const template = realShopClient(settings);
    return {
      locale: template.locale,
      currency: template.currency,
      request: (...args) => realShopClient({ ...settings, cookie: cookieHeader(), onSetCookie: keep }).request(...args),
      submitForm: (...args) => realShopClient({ ...settings, cookie: cookieHeader(), onSetCookie: keep }).submitForm(...args),
    };
  };
  return { client: clientFor({}), cookieHeader, newTab: (extra = {}) => clientFor(extra) };
}
