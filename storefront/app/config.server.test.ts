import { describe, expect, it } from 'vitest';

import { parseShopConfig, ShopConfigError } from './config.server';

describe('storefront configuration', () => {
  it('takes the spec defaults when nothing is set', () => {
    expect(parseShopConfig({})).toEqual({
      publicOrigin: 'http://127.0.0.1:3000',
      backendUrl: 'http://127.0.0.1:3001',
      defaultLocale: 'en',
      defaultCurrency: 'EUR',
      defaultCountry: 'US',
      cardGatewayOrigin: 'http://127.0.0.1:3002',
      cardProviderOrigins: { script: [], frame: [], connect: [] },
      installVideos: {},
      tracking: { scriptUrls: [] },
      httpsOnly: false,
      pageCache: { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, versionPollMs: 5000 },
    });
  });

  it('takes the public origin from STOREFRONT_ORIGIN (its first, as the backend does), else this server’s port on 127.0.0.1', () => {
    expect(parseShopConfig({ STOREFRONT_ORIGIN: 'https://shop.example.com/any/path' }).publicOrigin).toBe('https://shop.example.com');
    expect(parseShopConfig({ STOREFRONT_ORIGIN: 'https://shop.example.com, https://www.example.com' }).publicOrigin).toBe(
      'https://shop.example.com',
    );
    expect(parseShopConfig({ STOREFRONT_PORT: '4100' }).publicOrigin).toBe('http://127.0.0.1:4100');
    expect(() => parseShopConfig({ STOREFRONT_ORIGIN: 'javascript:alert(1)' })).toThrow(/STOREFRONT_ORIGIN/);
    expect(() => parseShopConfig({ STOREFRONT_ORIGIN: 'not an origin' })).toThrow(/STOREFRONT_ORIGIN/);
  });

  it('requires the backend’s COOKIE_SECRET and the public origin in production, and refuses a short secret', () => {
    const secret = 'c'.repeat(32);
    expect(() => parseShopConfig({ NODE_ENV: 'production', STOREFRONT_ORIGIN: 'https://shop.example.com' })).toThrow(
      /COOKIE_SECRET is required when NODE_ENV=production/,
    );
    expect(() => parseShopConfig({ NODE_ENV: 'production', COOKIE_SECRET: secret })).toThrow(
      /STOREFRONT_ORIGIN is required when NODE_ENV=production/,
    );
    expect(
      parseShopConfig({ NODE_ENV: 'production', COOKIE_SECRET: secret, STOREFRONT_ORIGIN: 'https://shop.example.com' }).cookieSecret,
    ).toBe(secret);
    expect(() => parseShopConfig({ COOKIE_SECRET: 'short' })).toThrow(/COOKIE_SECRET must be at least 32/);
    // Outside production a storefront without it counts any session cookie as a session (it cannot check one).
    expect(parseShopConfig({}).cookieSecret).toBeUndefined();
  });

  it('bounds the page cache by entries and megabytes, off at 0 entries, and polls the published version', () => {
    expect(parseShopConfig({ PAGE_CACHE_MAX_ENTRIES: '0', PAGE_CACHE_MAX_MB: '0.5', PAGE_CACHE_POLL_SECONDS: '1' }).pageCache).toEqual({
      maxEntries: 0,
      maxBytes: 512 * 1024,
      versionPollMs: 1000,
    });
    for (const [name, value] of [
      ['PAGE_CACHE_MAX_ENTRIES', '-1'],
      ['PAGE_CACHE_MAX_ENTRIES', '1.5'],
      ['PAGE_CACHE_MAX_ENTRIES', 'many'],
      ['PAGE_CACHE_MAX_MB', '0'],
      ['PAGE_CACHE_MAX_MB', '1e9'],
      ['PAGE_CACHE_POLL_SECONDS', '0'],
      ['PAGE_CACHE_POLL_SECONDS', 'soon'],
    ] as const) {
      expect(() => parseShopConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
    }
  });

  it('serves over HTTPS only when COOKIE_SECURE says so, like the backend', () => {
    expect(parseShopConfig({ COOKIE_SECURE: 'true' }).httpsOnly).toBe(true);
    expect(parseShopConfig({ COOKIE_SECURE: ' ' }).httpsOnly).toBe(false);
    expect(() => parseShopConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it('reads the third parties, none by default, https only', () => {
    const config = parseShopConfig({
      INSTALL_VIDEO_APPLE_URL: 'https://videos.example.com/embed/apple',
      CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.com/widget.js',
      GOOGLE_TAG_ID: 'G-ABC1234',
      TRACKING_SCRIPT_URLS: ' https://affiliate.example.com/t.js , https://pixel.example.com/p.js ',
    });
    expect(config.installVideos).toEqual({ apple: 'https://videos.example.com/embed/apple' });
    expect(config.chatWidgetScriptUrl).toBe('https://chat.example.com/widget.js');
    expect(config.tracking).toEqual({
      googleTagId: 'G-ABC1234',
      scriptUrls: ['https://affiliate.example.com/t.js', 'https://pixel.example.com/p.js'],
    });
    expect(() => parseShopConfig({ INSTALL_VIDEO_ANDROID_URL: 'http://videos.example.com/embed' })).toThrow(/INSTALL_VIDEO_ANDROID_URL/);
    expect(() => parseShopConfig({ TRACKING_SCRIPT_URLS: 'javascript:alert(1)' })).toThrow(/TRACKING_SCRIPT_URLS/);
    expect(() => parseShopConfig({ GOOGLE_TAG_ID: '<script>' })).toThrow(/GOOGLE_TAG_ID/);
  });

  it('keeps only the origin of the card gateway, for the Content-Security-Policy', () => {
    expect(parseShopConfig({ CARD_GATEWAY_PUBLIC_URL: 'https://pay.example.com/v1/' }).cardGatewayOrigin).toBe('https://pay.example.com');
    expect(() => parseShopConfig({ CARD_GATEWAY_PUBLIC_URL: 'not a url' })).toThrow(/CARD_GATEWAY_PUBLIC_URL/);
  });

  it('stops with a clear message for a blank currency, an unknown locale or a bad country', () => {
    expect(() => parseShopConfig({ SHOP_DEFAULT_CURRENCY: '' })).toThrow(ShopConfigError);
    expect(() => parseShopConfig({ SHOP_DEFAULT_CURRENCY: '' })).toThrow(/SHOP_DEFAULT_CURRENCY must be one of EUR, USD/);
    expect(() => parseShopConfig({ SHOP_DEFAULT_LOCALE: 'pt' })).toThrow(
      /SHOP_DEFAULT_LOCALE must be one of en, fr, es, it, de, nl, ja, tw/,
    );
    expect(() => parseShopConfig({ SHOP_DEFAULT_COUNTRY: 'usa' })).toThrow(/SHOP_DEFAULT_COUNTRY/);
    expect(() => parseShopConfig({ BACKEND_URL: 'not a url' })).toThrow(/BACKEND_URL/);
  });
});
