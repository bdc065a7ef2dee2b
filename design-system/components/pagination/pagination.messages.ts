import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './pagination.messages.json';

export const paginationMessages = defineComponentMessages('Pagination', catalog);
