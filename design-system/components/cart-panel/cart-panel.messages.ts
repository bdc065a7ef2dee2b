import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './cart-panel.messages.json';

export const cartPanelMessages = defineComponentMessages('CartPanel', catalog);
