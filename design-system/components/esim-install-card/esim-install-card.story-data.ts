/*
 * Story-only content for the eSIM card (not exported from the design system). The profiles are the
 * thank-you page's, so both components are shown with the same eSIMs.
 */
import { franceEsim, japanEsims, thankYouLabelsEn, thankYouLabelsJa } from '../thank-you-panel/thank-you-panel.story-data';
import type { EsimInstallCardLabels } from './esim-install-card';

function cardLabels(labels: EsimInstallCardLabels): EsimInstallCardLabels {
  const { installOnIphone, showQrCode, qrCodeHint, qrCodeAlt, manualEntry, smdpAddress, activationCode } = labels;
  const { copy, copyValue, copied, copyFailed } = labels;
  return {
    installOnIphone,
    showQrCode,
    qrCodeHint,
    qrCodeAlt,
    manualEntry,
    smdpAddress,
    activationCode,
    copy,
    copyValue,
    copied,
    copyFailed,
  };
}

export const esimCardLabelsEn = cardLabels(thankYouLabelsEn);
export const esimCardLabelsJa = cardLabels(thankYouLabelsJa);
export { franceEsim, japanEsims };
