/*
 * Story-only content for the thank-you page (not exported from the design
 * system): an order and its eSIM profiles as the sandbox provider would deliver them.
 */
import type { ThankYouEsim, ThankYouOrderLine } from './thank-you-panel';

/**
 * A 29 × 29 greyscale PNG drawn like a QR code (finder squares, timing lines,
 * random modules). It decodes to nothing: stories only need a valid image.
 * Made once with pngjs; the real codes come from the backend.
 */
export const qrCodeDataUrlFixture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB0AAAAdCAAAAABz+DjTAAAAxUlEQVR4AX3BQVbjQABEMX0/3//KNY1DYNhEaj64fHKTx7QY8pgbc4QQM0fcjhjWGiGGy39mMT9uv1oW83Y75tvCMI8bebSGNXlp3rIc8+MiRSzbFBIuL601aRMjbt/SjDUjw8UYM5JZGXH5Ei0tKcfCTawxa445WlzMWkUqJI8mlsmaI1/WXF5WviSbeTRvjRzLaNzkMZohWo4bc2S0DKuFy1F5iVhmcfnVxpgpx+WPIczjcmzz1iRm3Mi3lqGZRvPB5ZN/7StyUN28z/8AAAAASUVORK5CYII=';

function esimFor(lineName: string, smdpAddress: string, activationCode: string): ThankYouEsim {
  const lpaString = `LPA:1$${smdpAddress}$${activationCode}`;
  return {
    lineName,
    lpaString,
    qrCodeDataUrl: qrCodeDataUrlFixture,
    appleInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
    smdpAddress,
    activationCode,
  };
}

export const franceEsim = esimFor('France eSIM 5 GB 30 days', 'smdp.sandbox.esim.example', 'K2-4F7Q9B-1D8M2X');
export const japanEsims = [
  esimFor('Japan eSIM 10 GB 30 days (1/2)', 'smdp.sandbox.esim.example', 'K2-9ZP3LW-7C2R5T'),
  esimFor('Japan eSIM 10 GB 30 days (2/2)', 'smdp.sandbox.esim.example', 'K2-6HN8VD-3Q4E1Y'),
];

export const orderLines: ThankYouOrderLine[] = [
  { id: '1', name: 'France eSIM', flagCode: 'fr', options: '5 GB · 30 days', quantity: 1 },
  { id: '2', name: 'Japan eSIM', flagCode: 'jp', options: '10 GB · 30 days', quantity: 2 },
];

export const regionalLine: ThankYouOrderLine[] = [
  { id: '3', name: 'Europe eSIM', flagCode: null, options: '20 GB · 30 days', quantity: 1 },
];
