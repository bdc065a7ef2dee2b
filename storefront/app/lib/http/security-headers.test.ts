import { describe, expect, it } from 'vitest';

import { parseShopConfig } from '../../config.server';
import { contentSecurityPolicy, policyOrigins } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('lets only the card gateway in beyond the shop, with nothing configured', () => {
    const policy = contentSecurityPolicy(
      { nonce: 'abc' },
      policyOrigins(parseShopConfig({ CARD_GATEWAY_PUBLIC_URL: 'https://pay.example.com' })),
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://pay.example.com");
    // The hosted card fields (issue 15): frames of the gateway's origin, and no other.
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://pay.example.com");
  });

  it('lets Stripe.js in, its frames and its API, when Stripe takes the cards (issue 33)', () => {
    const stripe = contentSecurityPolicy({ nonce: 'abc' }, policyOrigins(parseShopConfig({ CARD_PROVIDER: 'stripe' })));
    expect(directive(stripe, 'script-src')).toBe("script-src 'self' 'nonce-abc' https://js.stripe.com");
    expect(directive(stripe, 'frame-src')).toBe("frame-src 'self' http://127.0.0.1:3002 https://js.stripe.com https://hooks.stripe.com");
    expect(directive(stripe, 'connect-src')).toContain('https://api.stripe.com');
    // The simulator's stand-in is one origin for the script, the frames and the API.
    const simulated = contentSecurityPolicy(
      { nonce: 'abc' },
      policyOrigins(parseShopConfig({ CARD_PROVIDER: 'stripe', STRIPE_JS_URL: 'http://127.0.0.1:3007/v3/' })),
    );
    expect(directive(simulated, 'script-src')).toBe("script-src 'self' 'nonce-abc' http://127.0.0.1:3007");
    // Not chosen: nothing of Stripe's may load.
    expect(
      contentSecurityPolicy({ nonce: 'abc' }, policyOrigins(parseShopConfig({ STRIPE_JS_URL: 'https://js.stripe.com/v3/' }))),
    ).not.toContain('stripe');
  });

  it('adds the configured videos, chat and tracking hosts to the directives they need', () => {
    const policy = contentSecurityPolicy(
      { nonce: 'abc' },
      policyOrigins(
        parseShopConfig({
          INSTALL_VIDEO_APPLE_URL: 'https://videos.example.com/embed/1',
          INSTALL_VIDEO_ANDROID_URL: 'https://videos.example.com/embed/2',
          CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.com/w.js',
          GOOGLE_TAG_ID: 'G-ABC1234',
          TRACKING_SCRIPT_URLS: 'https://pixel.example.com/p.js',
        }),
      ),
    );
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' http://127.0.0.1:3002 https://videos.example.com https://chat.example.com",
    );
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://chat.example.com https://pixel.example.com https://www.googletagmanager.com",
    );
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('lists the hashes of the inline scripts of a shared page instead of a nonce', () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-AAA='", "'sha256-BBB='"] }, policyOrigins(parseShopConfig({})));
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(policy).not.toContain('nonce');
  });
});
