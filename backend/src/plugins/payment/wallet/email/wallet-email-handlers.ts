import { EmailEventListener } from '@vendure/email-plugin';

import { WalletPaymentFailedEvent } from '../events';
import { WALLET_PAYMENT_FAILED_TEMPLATE } from './payment-failed-mail';

/** Registered with the EmailPlugin in config.ts; renders backend/email-templates/wallet-payment-failed/body.hbs. */
export const walletPaymentFailedEmailHandler = new EmailEventListener(WALLET_PAYMENT_FAILED_TEMPLATE)
  .on(WalletPaymentFailedEvent)
  .setRecipient((event) => event.mail.recipient)
  .setFrom('{{ fromAddress }}')
  .setSubject((event) => event.mail.subject)
  .setTemplateVars((event) => event.mail.templateVars);
