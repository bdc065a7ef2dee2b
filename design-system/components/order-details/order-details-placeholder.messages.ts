import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './order-details-placeholder.messages.json';

export const orderDetailsPlaceholderMessages = defineComponentMessages('OrderDetailsPlaceholder', catalog);
