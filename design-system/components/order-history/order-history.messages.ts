import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './order-history.messages.json';

export const orderHistoryMessages = defineComponentMessages('OrderHistory', catalog);
