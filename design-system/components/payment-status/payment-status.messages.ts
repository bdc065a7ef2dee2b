import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './payment-status.messages.json';

export const paymentStatusMessages = defineComponentMessages('PaymentStatus', catalog);
