import QRCode from 'qrcode';

import type { EsimProfileData } from './esim-supplier';

const APPLE_ESIM_SETUP_URL = 'https://esimsetup.apple.com/esim_qrcode_provisioning';

/**
 * The activation code a phone scans (GSMA SGP.22): `LPA:1$<SM-DP+>$<matching ID>`. When the
 * profile needs a confirmation code the fifth field flags it (`$$1`); the code itself is never in
 * the QR, the shopper types it.
 */
export function lpaString(profile: Pick<EsimProfileData, 'smdpAddress' | 'matchingId'> & { confirmationCode?: string | null }): string {
  const base = `LPA:1$${profile.smdpAddress}$${profile.matchingId}`;
  return profile.confirmationCode ? `${base}$$1` : base;
}

/** iOS 17.4+ installs the eSIM in one tap from this link. */
export function appleInstallUrl(lpa: string): string {
  return `${APPLE_ESIM_SETUP_URL}?carddata=${encodeURIComponent(lpa)}`;
}

// Medium error correction and a 4-module quiet zone scan reliably from a screen or a print.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4, width: 320 } as const;

export function qrCodePng(lpa: string): Promise<Buffer> {
  return QRCode.toBuffer(lpa, { ...QR_OPTIONS, type: 'png' });
}

export function qrCodeDataUrl(lpa: string): Promise<string> {
  return QRCode.toDataURL(lpa, { ...QR_OPTIONS, type: 'image/png' });
}
