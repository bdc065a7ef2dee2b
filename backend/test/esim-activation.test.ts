import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { appleInstallUrl, lpaString, qrCodeDataUrl, qrCodePng } from '../src/plugins/esim-delivery/activation';
import { hasValidLuhn, isValidIccid, luhnCheckDigit } from '../src/plugins/esim-delivery/iccid';
import { SANDBOX_SMDP_ADDRESS, SandboxEsimSupplier, sandboxIccid, skuMatches } from '../src/plugins/esim-delivery/sandbox-esim-supplier';
import { EsimUnavailableError } from '../src/plugins/esim-delivery/esim-supplier';

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('ICCID', () => {
  it('computes Luhn check digits like the reference examples', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3); // the textbook 79927398713
    expect(hasValidLuhn('79927398713')).toBe(true);
    expect(hasValidLuhn('79927398710')).toBe(false);
    // a 19-digit ICCID of the UK (89 44 …) ending in its check digit
    expect(hasValidLuhn('8944110068256270054')).toBe(true);
  });

  it('accepts 19–20 digit 89… numbers with a valid check digit only', () => {
    const payload = '898829912345678901';
    const valid19 = payload + String(luhnCheckDigit(payload));
    expect(isValidIccid(valid19)).toBe(true);
    const wrongDigit = payload + String((luhnCheckDigit(payload) + 1) % 10);
    expect(isValidIccid(wrongDigit)).toBe(false);
    const otherPrefix = '79' + payload.slice(2);
    expect(isValidIccid(otherPrefix + String(luhnCheckDigit(otherPrefix)))).toBe(false);
    expect(isValidIccid('89' + '1'.repeat(12))).toBe(false);
    expect(isValidIccid(`${valid19}x`)).toBe(false);
  });

  it('sandbox ICCIDs are valid 20-digit 89… numbers, all different', () => {
    const iccids = Array.from({ length: 200 }, sandboxIccid);
    for (const iccid of iccids) {
      expect(iccid).toMatch(/^89\d{18}$/);
      expect(isValidIccid(iccid)).toBe(true);
    }
    expect(new Set(iccids).size).toBe(iccids.length);
  });
});

describe('activation code', () => {
  it('is LPA:1$<SM-DP+>$<matching id>, with the confirmation flag only when a code is needed', () => {
    expect(lpaString({ smdpAddress: 'smdp.example.com', matchingId: 'ABCDE-12345' })).toBe('LPA:1$smdp.example.com$ABCDE-12345');
    expect(lpaString({ smdpAddress: 'smdp.example.com', matchingId: 'ABCDE-12345', confirmationCode: '1234' })).toBe(
      'LPA:1$smdp.example.com$ABCDE-12345$$1',
    );
  });

  it('builds the iOS one-tap link with the LPA string URL-encoded', () => {
    const url = appleInstallUrl('LPA:1$smdp.sandbox.esim-shop.test$AB12C-DE34F-GH56I-JK78L');
    expect(url).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.sandbox.esim-shop.test%24AB12C-DE34F-GH56I-JK78L',
    );
    expect(new URL(url).searchParams.get('carddata')).toBe('LPA:1$smdp.sandbox.esim-shop.test$AB12C-DE34F-GH56I-JK78L');
  });

  it('draws a PNG QR code that a decoder reads back as the LPA string', async () => {
    const lpa = 'LPA:1$smdp.sandbox.esim-shop.test$AB12C-DE34F-GH56I-JK78L';
    const png = await qrCodePng(lpa);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(decodeQr(png)).toBe(lpa);
    const dataUrl = await qrCodeDataUrl(lpa);
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(decodeQr(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'))).toBe(lpa);
  });
});

describe('sandbox eSIM supplier', () => {
  const request = { reference: 'ABC-1-0', orderCode: 'ABC', packageId: 'FR-1GB-7D', sku: 'FR-1GB-7D', quantity: 3 };

  it('issues one well-formed profile per item', async () => {
    const answer = await new SandboxEsimSupplier({ failingSkus: [] }).order(undefined, request);
    const profiles = answer.status === 'ready' ? answer.profiles : [];
    expect(profiles).toHaveLength(3);
    for (const profile of profiles) {
      expect(isValidIccid(profile.iccid)).toBe(true);
      expect(profile.smdpAddress).toBe(SANDBOX_SMDP_ADDRESS);
      expect(profile.matchingId).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    }
  });

  it('refuses the configured SKUs, exactly or by prefix, whatever their case', async () => {
    const supplier = new SandboxEsimSupplier({ failingSkus: ['jp-*', 'DE-5GB-30D'] });
    await expect(supplier.order(undefined, { ...request, sku: 'JP-1GB-7D' })).rejects.toBeInstanceOf(EsimUnavailableError);
    await expect(supplier.order(undefined, { ...request, sku: 'DE-5GB-30D' })).rejects.toBeInstanceOf(EsimUnavailableError);
    await expect(supplier.order(undefined, { ...request, sku: 'DE-5GB-7D' })).resolves.toMatchObject({
      status: 'ready',
      profiles: { length: 3 },
    });
    expect(skuMatches('FR-1GB-7D', 'FR-1GB-7')).toBe(false);
  });
});
