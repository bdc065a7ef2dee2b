/** Security headers of every HTML response (issue #2): a per-response nonce, no inline scripts without it. */
export function contentSecurityPolicy(nonce: string, cardGatewayOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React renders `style` attributes (Radix positions popovers with them); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // Card numbers go from the browser straight to the gateway (tokenization, 3-D Secure).
    `connect-src 'self' ${cardGatewayOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export function applyHtmlSecurityHeaders(headers: Headers, nonce: string, cardGatewayOrigin: string): void {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, cardGatewayOrigin));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
}
