import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './breadcrumb.messages.json';

export const breadcrumbMessages = defineComponentMessages('Breadcrumb', catalog);
