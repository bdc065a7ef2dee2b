import type { ShopConfig } from '../../config.server';

/** Where Google's tag sends its measurements (its documented CSP origins). */
const GOOGLE_TAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const GOOGLE_TAG_CONNECT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export interface PolicyOrigins {
  connect: string[];
  script: string[];
  frame: string[];
  image: string[];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The third parties a page may reach, all from configuration: the card gateway (always: its hosted
 * card fields are frames of its origin, and the sandbox's challenge page calls it), the
 * installation videos, the chat widget and the tracking scripts (none by default). Configured
 * or not, none of them loads before the shopper asks (click-to-load, 'Got it', the chat button).
 */
export function policyOrigins(
  config: Pick<ShopConfig, 'cardGatewayOrigin' | 'installVideos' | 'chatWidgetScriptUrl' | 'tracking'> &
    Partial<Pick<ShopConfig, 'cardProviderOrigins'>>,
): PolicyOrigins {
  const google = config.tracking.googleTagId !== undefined;
  const chat = config.chatWidgetScriptUrl ? [originOf(config.chatWidgetScriptUrl)] : [];
  const trackers = config.tracking.scriptUrls.map(originOf);
  const unique = (origins: string[]) => [...new Set(origins)];
  // Stripe.js: its script, its Elements' frames, its API and its 3-D Secure pages (CARD_PROVIDER=stripe).
  const cardProvider = config.cardProviderOrigins ?? { script: [], frame: [], connect: [] };
  return {
    // A chat widget talks to its own host (messages, presence); a pixel reports to its own.
    connect: unique([
      config.cardGatewayOrigin,
      ...cardProvider.connect,
      ...chat,
      ...trackers,
      ...(google ? GOOGLE_TAG_CONNECT_ORIGINS : []),
    ]),
    script: unique([...cardProvider.script, ...chat, ...trackers, ...(google ? [GOOGLE_TAG_SCRIPT_ORIGIN] : [])]),
    frame: unique([
      config.cardGatewayOrigin,
      ...cardProvider.frame,
      ...Object.values(config.installVideos)
        .filter((url): url is string => Boolean(url))
        .map(originOf),
      ...chat,
    ]),
    image: unique([...chat, ...trackers, ...(google ? GOOGLE_TAG_CONNECT_ORIGINS : [])]),
  };
}

const withOrigins = (base: string, origins: string[]) => [base, ...origins].join(' ');

/**
 * How a page's own inline scripts (React Router's hydration data, scroll restoration) are allowed:
 * by this response's nonce, or, for a page a shared cache keeps and serves to everyone, by the
 * hashes of exactly those scripts (a nonce shared by every visitor of a cached copy protects nothing).
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

const inlineScriptSources = (scripts: InlineScripts) => ('nonce' in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(' '));

/** Security headers of every HTML response (issue #2): no inline script runs unless this response allows it. */
export function contentSecurityPolicy(scripts: InlineScripts, origins: PolicyOrigins): string {
  return [
    "default-src 'self'",
    withOrigins(`script-src 'self' ${inlineScriptSources(scripts)}`.trimEnd(), origins.script),
    // React renders `style` attributes (Radix positions popovers with them); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    withOrigins("img-src 'self' data:", origins.image),
    "font-src 'self'",
    // The sandbox's 3-D Secure challenge page answers the gateway from the browser; card numbers
    // never leave from this page (they are typed into the gateway's frames, allowed by frame-src).
    withOrigins("connect-src 'self'", origins.connect),
    withOrigins("frame-src 'self'", origins.frame),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The headers of every answer of the storefront: pages, redirects (a loader's, the server's), static
 * files, the proxy's, errors. storefront/server/index.mjs sets them before any handler runs; a page
 * replaces the policy with its own (below), the backend's answers through the proxy with theirs. The
 * default policy lets an answer that is not a page load nothing and be framed by no one.
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function applyHtmlSecurityHeaders(headers: Headers, scripts: InlineScripts, origins: PolicyOrigins): void {
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('Content-Security-Policy', contentSecurityPolicy(scripts, origins));
}
