import { defineComponentMessages } from '../../lib/i18n/component-messages';
import catalog from './coupon-field.messages.json';

export const couponFieldMessages = defineComponentMessages('CouponField', catalog);
