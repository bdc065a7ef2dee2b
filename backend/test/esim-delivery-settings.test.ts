import { describe, expect, it } from 'vitest';

import { readDeliverySettings } from '../src/plugins/esim-delivery/delivery-settings';
import { noticeMetadata, orderOfNotice } from '../src/plugins/esim-delivery/email/notice-metadata';

describe('eSIM delivery settings', () => {
  it('send a lost email again after 1 minute, looking every 15 seconds, by default', () => {
    expect(readDeliverySettings({})).toEqual({ emailResendAfterMs: 60_000, emailSweepSchedule: '*/15 * * * * *' });
  });

  it('take both from the environment, blank counting as unset', () => {
    expect(readDeliverySettings({ ESIM_EMAIL_RESEND_AFTER_MS: '20000', ESIM_EMAIL_SWEEP_SCHEDULE: '*/2 * * * * *' })).toEqual({
      emailResendAfterMs: 20_000,
      emailSweepSchedule: '*/2 * * * * *',
    });
    expect(readDeliverySettings({ ESIM_EMAIL_RESEND_AFTER_MS: ' ', ESIM_EMAIL_SWEEP_SCHEDULE: '' }).emailResendAfterMs).toBe(60_000);
  });

  it.each([
    ['ESIM_EMAIL_RESEND_AFTER_MS', '1000', /ESIM_EMAIL_RESEND_AFTER_MS/],
    ['ESIM_EMAIL_RESEND_AFTER_MS', '90000000', /ESIM_EMAIL_RESEND_AFTER_MS/],
    ['ESIM_EMAIL_RESEND_AFTER_MS', '5 minutes', /whole number of milliseconds/],
    ['ESIM_EMAIL_SWEEP_SCHEDULE', 'every minute', /cron expression/],
    ['ESIM_EMAIL_SWEEP_SCHEDULE', '* * *', /cron expression/],
  ])('refuse %s=%s with a message naming it', (name, value, message) => {
    expect(() => readDeliverySettings({ [name]: value })).toThrow(message);
  });
});

describe('eSIM email metadata', () => {
  it('names the order through the mailer, and nothing for other emails', () => {
    expect(orderOfNotice(noticeMetadata(42))).toBe('42');
    expect(orderOfNotice(undefined)).toBeUndefined();
    expect(orderOfNotice({ type: 'password-reset' })).toBeUndefined();
    expect(orderOfNotice({ esimNoticeOrderId: 7 })).toBeUndefined();
  });
});
