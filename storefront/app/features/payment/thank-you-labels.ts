import type { IntlShape } from 'react-intl';

import type { ThankYouPanelLabels } from '@shop/design-system';

/** The thank-you page's texts (spec §2, §4 delivery rules, §9 delivery and support facts). */
export function thankYouLabels(intl: IntlShape): ThankYouPanelLabels {
  const text = (id: string) => intl.formatMessage({ id });
  return {
    deliveringTitle: text('thanks.deliveringTitle'),
    delivering: text('thanks.delivering'),
    deliveringHint: text('thanks.deliveringHint'),
    deliveredTitle: (email) => intl.formatMessage({ id: 'thanks.deliveredTitle' }, { email }),
    failedTitle: text('thanks.failedTitle'),
    failedText: text('thanks.failedText'),
    pendingTitle: text('thanks.pendingTitle'),
    pending: (email) => intl.formatMessage({ id: 'thanks.pending' }, { email }),
    pendingHint: text('thanks.pendingHint'),
    paymentFailedTitle: text('thanks.paymentFailedTitle'),
    paymentFailedText: text('thanks.paymentFailedText'),
    orderCode: text('thanks.orderCode'),
    orderLines: text('thanks.orderLines'),
    quantity: text('checkout.summary.quantity'),
    installOnIphone: text('thanks.installOnIphone'),
    showQrCode: text('thanks.showQrCode'),
    qrCodeHint: text('thanks.qrCodeHint'),
    qrCodeAlt: (name) => intl.formatMessage({ id: 'thanks.qrCodeAlt' }, { name }),
    manualEntry: text('thanks.manualEntry'),
    smdpAddress: text('thanks.smdpAddress'),
    activationCode: text('thanks.activationCode'),
    copy: text('thanks.copy'),
    copyValue: (what) => intl.formatMessage({ id: 'thanks.copyValue' }, { what }),
    copied: text('thanks.copied'),
    copyFailed: text('thanks.copyFailed'),
    planStarts: text('thanks.planStarts'),
    deliveryFacts: [text('thanks.factEmail'), text('thanks.factSpam'), text('thanks.factSupport')],
    backHome: text('thanks.backHome'),
  };
}
