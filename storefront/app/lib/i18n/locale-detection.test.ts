import { describe, expect, it } from 'vitest';

import { localeCookie, localeOfPath, pathInLocale } from './locale-detection';
import { detectLocale, localeFromAcceptLanguage } from './locale-detection.server';

function request(headers: Record<string, string>): Request {
  return new Request('http://shop.test/', { headers });
}

describe('locale detection on /', () => {
  it('prefers the locale cookie over the browser languages', () => {
    expect(detectLocale(request({ cookie: 'a=1; locale=ja; b=2', 'accept-language': 'de-DE,de;q=0.9' }))).toBe('ja');
  });

  it('ignores a cookie naming no shop locale', () => {
    expect(detectLocale(request({ cookie: 'locale=pt', 'accept-language': 'nl-NL' }))).toBe('nl');
  });

  it('takes the best-rated supported browser language, in order of quality', () => {
    expect(localeFromAcceptLanguage('pt-BR,pt;q=0.9,it;q=0.8,fr;q=0.85')).toBe('fr');
    expect(localeFromAcceptLanguage('es;q=0,de;q=0.1')).toBe('de');
    expect(localeFromAcceptLanguage('ja;q=0.5, it, de;q=0.5')).toBe('it');
  });

  it('refuses a language whose weight is not a number, and skips the wildcard', () => {
    expect(localeFromAcceptLanguage('de;q=abc, fr;q=0.2')).toBe('fr');
    expect(localeFromAcceptLanguage('*, nl;q=0.5')).toBe('nl');
  });

  it('maps Traditional Chinese tags to tw and leaves Simplified Chinese out', () => {
    expect(localeFromAcceptLanguage('zh-TW')).toBe('tw');
    expect(localeFromAcceptLanguage('zh-Hant-HK')).toBe('tw');
    expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9')).toBeUndefined();
    expect(localeFromAcceptLanguage('tw')).toBeUndefined();
  });

  it('falls back to the configured default', () => {
    expect(detectLocale(request({}), 'de')).toBe('de');
    expect(detectLocale(request({ 'accept-language': 'garbage;;;' }))).toBe('en');
  });
});

describe('locale paths', () => {
  it('reads the locale prefix of a path', () => {
    expect(localeOfPath('/fr/esim-france.html')).toBe('fr');
    expect(localeOfPath('/')).toBeUndefined();
    expect(localeOfPath('/xx/Home')).toBeUndefined();
  });

  it('moves a path to another locale', () => {
    expect(pathInLocale('/fr/esim-france.html', 'ja')).toBe('/ja/esim-france.html');
    expect(pathInLocale('/fr', 'de')).toBe('/de');
    expect(pathInLocale('/', 'it')).toBe('/it');
  });

  it('writes a 365-day cookie, Secure only over HTTPS', () => {
    expect(localeCookie('tw', false)).toBe('locale=tw; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('tw', true)).toMatch(/; Secure$/);
  });
});
