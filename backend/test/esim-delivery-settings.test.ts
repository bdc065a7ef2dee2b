import { describe, expect, it } from 'vitest';

import { readDeliverySettings } from '../src/plugins/esim-delivery/delivery-settings';
import { noticeMetadata, orderOfNotice } from '../src/plugins/esim-delivery/email/notice-metadata';

describe('eSIM delivery settings', () => {
  it('send a lost email again after 1 minute, looking every 15 seconds, by default', () => {
    expect(readDeliverySettings({})).toMatchObject({ emailResendAfterMs: 60_000, emailSweepSchedule: '*/15 * * * * *' });
  });

  it('retry a waiting delivery from 30 s doubling to 1 h, give up after 48 h, and look every 10 s, by default', () => {
    expect(readDeliverySettings({})).toMatchObject({
      retry: {
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
        pollBaseMs: 15_000,
        balanceRetryMs: 600_000,
        giveUpAfterMs: 172_800_000,
        delayNoticeAfterMs: 120_000,
      },
      retrySweepSchedule: '*/10 * * * * *',
      delayAlertAfterMs: 3_600_000,
      lowBalanceMinor: undefined,
    });
  });

  it('take them from the environment, blank counting as unset', () => {
    expect(readDeliverySettings({ ESIM_EMAIL_RESEND_AFTER_MS: '20000', ESIM_EMAIL_SWEEP_SCHEDULE: '*/2 * * * * *' })).toMatchObject({
      emailResendAfterMs: 20_000,
      emailSweepSchedule: '*/2 * * * * *',
    });
    expect(
      readDeliverySettings({ ESIM_RETRY_BASE_MS: '500', ESIM_GIVE_UP_AFTER_MS: '86400000', ESIM_LOW_BALANCE_MINOR: '5000' }),
    ).toMatchObject({ retry: { retryBaseMs: 500, giveUpAfterMs: 86_400_000 }, lowBalanceMinor: 5000 });
    expect(readDeliverySettings({ ESIM_EMAIL_RESEND_AFTER_MS: ' ', ESIM_EMAIL_SWEEP_SCHEDULE: '' }).emailResendAfterMs).toBe(60_000);
  });

  it.each([
    ['ESIM_EMAIL_RESEND_AFTER_MS', '1000', /ESIM_EMAIL_RESEND_AFTER_MS/],
    ['ESIM_EMAIL_RESEND_AFTER_MS', '90000000', /ESIM_EMAIL_RESEND_AFTER_MS/],
    ['ESIM_EMAIL_RESEND_AFTER_MS', '5 minutes', /whole number of milliseconds/],
    ['ESIM_EMAIL_SWEEP_SCHEDULE', 'every minute', /cron expression/],
    ['ESIM_EMAIL_SWEEP_SCHEDULE', '* * *', /cron expression/],
    ['ESIM_RETRY_BASE_MS', '50', /ESIM_RETRY_BASE_MS/],
    ['ESIM_GIVE_UP_AFTER_MS', '1000', /ESIM_GIVE_UP_AFTER_MS/],
    ['ESIM_RETRY_SWEEP_SCHEDULE', 'often', /cron expression/],
    ['ESIM_LOW_BALANCE_MINOR', '-5', /whole number of minor units/],
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
