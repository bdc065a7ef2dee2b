import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './blog-card.messages.json';

export const blogCardMessages = defineComponentMessages('BlogCard', catalog);
