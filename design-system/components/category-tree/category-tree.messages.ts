import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './category-tree.messages.json';

export const categoryTreeMessages = defineComponentMessages('CategoryTree', catalog);
