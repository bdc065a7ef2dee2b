import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './checkout-steps.messages.json';

export const checkoutStepsMessages = defineComponentMessages('CheckoutSteps', catalog);
