import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './offline-banner.messages.json';

export const offlineBannerMessages = defineComponentMessages('OfflineBanner', catalog);
