import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './apple-pay-button.messages.json';

export const applePayButtonMessages = defineComponentMessages('ApplePayButton', catalog);
