import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './paypal-button.messages.json';

export const payPalButtonMessages = defineComponentMessages('PayPalButton', catalog);
