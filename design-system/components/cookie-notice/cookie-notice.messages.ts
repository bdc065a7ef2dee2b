import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './cookie-notice.messages.json';

export const cookieNoticeMessages = defineComponentMessages('CookieNotice', catalog);
