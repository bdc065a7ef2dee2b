import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './quantity-stepper.messages.json';

export const quantityStepperMessages = defineComponentMessages('QuantityStepper', catalog);
