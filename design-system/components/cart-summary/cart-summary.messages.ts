import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './cart-summary.messages.json';

export const cartSummaryMessages = defineComponentMessages('CartSummary', catalog);
