import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './payment-method-choice.messages.json';

export const paymentMethodChoiceMessages = defineComponentMessages('PaymentMethodChoice', catalog);
