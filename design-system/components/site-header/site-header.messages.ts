import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './site-header.messages.json';

export const siteHeaderMessages = defineComponentMessages('SiteHeader', catalog);
