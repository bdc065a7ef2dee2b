import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './cart-line.messages.json';

export const cartLineMessages = defineComponentMessages('CartLine', catalog);
