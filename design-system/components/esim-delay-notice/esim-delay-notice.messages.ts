import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './esim-delay-notice.messages.json';

export const esimDelayNoticeMessages = defineComponentMessages('EsimDelayNotice', catalog);
