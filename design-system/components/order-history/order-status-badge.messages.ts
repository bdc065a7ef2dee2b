import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './order-status-badge.messages.json';

export const orderStatusBadgeMessages = defineComponentMessages('OrderStatusBadge', catalog);
