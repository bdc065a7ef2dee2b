import { describe, expect, it } from 'vitest';

import { esimPlanOf } from '../src/plugins/esim-delivery/esim-plan';
import { checkEsimLink, esimLinkExpiry, esimLinkUrl, signEsimLink } from '../src/plugins/esim-delivery/esim-usage-link';
import { SandboxEsimSupplier } from '../src/plugins/esim-delivery/sandbox-esim-supplier';
import { DAY_MS, SANDBOX_INSTALL_AFTER_MS, overriddenUsage, simulatedUsage } from '../src/plugins/esim-delivery/sandbox-usage-simulation';

const PLAN = { dataTotalMb: 5 * 1024, validityDays: 30 };
const DELIVERED = new Date('2026-06-01T10:00:00Z');
const at = (ms: number) => new Date(DELIVERED.getTime() + ms);

describe('the plan of a variant', () => {
  it('reads data and days from the seed option codes', () => {
    expect(
      esimPlanOf([
        { groupCode: 'data', code: '5gb' },
        { groupCode: 'duration', code: '30d' },
      ]),
    ).toEqual(PLAN);
    expect(
      esimPlanOf([
        { groupCode: 'data', code: '500mb' },
        { groupCode: 'duration', code: '7d' },
      ]),
    ).toEqual({ dataTotalMb: 500, validityDays: 7 });
  });

  it('knows no plan without both options', () => {
    expect(esimPlanOf([{ groupCode: 'data', code: '5gb' }])).toBeUndefined();
    expect(
      esimPlanOf([
        { groupCode: 'data', code: 'unlimited' },
        { groupCode: 'duration', code: '30d' },
      ]),
    ).toBeUndefined();
  });
});

describe('the sandbox simulation', () => {
  it('is not installed right after delivery, with the whole plan left', () => {
    expect(simulatedUsage(DELIVERED, PLAN, at(SANDBOX_INSTALL_AFTER_MS - 1))).toMatchObject({
      state: 'notInstalled',
      dataUsedMb: 0,
      daysLeft: 30,
      dataTotalMb: 5120,
      validityDays: 30,
    });
  });

  it('uses data at a steady rate once installed, the days counting from installation', () => {
    const usage = simulatedUsage(DELIVERED, PLAN, at(SANDBOX_INSTALL_AFTER_MS + 12 * DAY_MS));
    expect(usage.state).toBe('active');
    expect(usage.dataUsedMb).toBe(Math.floor((12 / 24) * 5120));
    expect(usage.daysLeft).toBe(18);
    expect(usage.installedAt).toEqual(at(SANDBOX_INSTALL_AFTER_MS));
    expect(usage.expiresAt).toEqual(at(SANDBOX_INSTALL_AFTER_MS + 30 * DAY_MS));
  });

  it('is exhausted at 80 % of the validity, and expired after it', () => {
    expect(simulatedUsage(DELIVERED, PLAN, at(SANDBOX_INSTALL_AFTER_MS + 25 * DAY_MS))).toMatchObject({
      state: 'exhausted',
      dataUsedMb: 5120,
      daysLeft: 5,
    });
    expect(simulatedUsage(DELIVERED, PLAN, at(SANDBOX_INSTALL_AFTER_MS + 30 * DAY_MS))).toMatchObject({
      state: 'expired',
      dataUsedMb: 5120,
      daysLeft: 0,
    });
  });

  it('lets a test pin each state, the figures kept within the plan', () => {
    const now = at(DAY_MS);
    expect(overriddenUsage({ state: 'notInstalled', dataUsedMb: 99 }, PLAN, now)).toMatchObject({
      state: 'notInstalled',
      dataUsedMb: 0,
      daysLeft: 30,
    });
    expect(overriddenUsage({ state: 'active', dataUsedMb: 2048, daysLeft: 12 }, PLAN, now)).toMatchObject({
      state: 'active',
      dataUsedMb: 2048,
      daysLeft: 12,
    });
    expect(overriddenUsage({ state: 'active', dataUsedMb: 1e9, daysLeft: 1e9 }, PLAN, now)).toMatchObject({
      dataUsedMb: 5119,
      daysLeft: 30,
    });
    expect(overriddenUsage({ state: 'exhausted', daysLeft: 3 }, PLAN, now)).toMatchObject({
      state: 'exhausted',
      dataUsedMb: 5120,
      daysLeft: 3,
    });
    expect(overriddenUsage({ state: 'expired', dataUsedMb: 100 }, PLAN, now)).toMatchObject({
      state: 'expired',
      dataUsedMb: 100,
      daysLeft: 0,
    });
  });

  it('answers a batch, pinned figures winning over the simulation', async () => {
    const overrides = { read: async () => new Map([['8988299000000000001', { state: 'expired' as const }]]) };
    const provider = new SandboxEsimSupplier({ failingSkus: [], overrides });
    const queries = ['8988299000000000001', '8988299000000000002'].map((iccid) => ({ iccid, deliveredAt: DELIVERED, plan: PLAN }));
    const answers = await provider.usage(undefined, queries, at(1000));
    expect(answers.get('8988299000000000001')?.state).toBe('expired');
    expect(answers.get('8988299000000000002')?.state).toBe('notInstalled');
  });
});

describe('the guest link', () => {
  const secret = 'test-secret-of-at-least-32-characters!';
  const now = new Date('2026-06-01T10:00:00Z');
  const expiresAt = esimLinkExpiry(now);

  it('is valid for 180 days, then expired', () => {
    const token = signEsimLink(secret, 'ABC123', expiresAt);
    expect(checkEsimLink(secret, token, now)).toEqual({
      status: 'valid',
      orderCode: 'ABC123',
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
    });
    expect(checkEsimLink(secret, token, new Date(now.getTime() + 181 * DAY_MS))).toEqual({ status: 'expired' });
  });

  it('refuses a tampered, forged or mangled token as invalid', () => {
    const token = signEsimLink(secret, 'ABC123', expiresAt);
    const [code, seconds, mac] = token.split('.') as [string, string, string];
    expect(checkEsimLink(secret, `OTHER1.${seconds}.${mac}`, now).status).toBe('invalid');
    expect(checkEsimLink(secret, `${code}.${Number(seconds) + 1}.${mac}`, now).status).toBe('invalid');
    expect(checkEsimLink('another-secret-of-at-least-32-chars!!', token, now).status).toBe('invalid');
    for (const hostile of ['', 'x', `${token}x`, 'A'.repeat(10_000), '../../etc/passwd', `${code}.${seconds}.${'A'.repeat(43)}`]) {
      expect(checkEsimLink(secret, hostile, now).status).toBe('invalid');
    }
  });

  it('refuses a correctly signed link claiming to last longer than any link the shop issues (issue 30)', () => {
    // The link: signed with the secret, expiring in the year 33,658.
    const farFuture = signEsimLink(secret, 'ABC123', new Date(Date.UTC(33_658, 0, 1)));
    expect(checkEsimLink(secret, farFuture, now)).toEqual({ status: 'invalid' });
    expect(checkEsimLink(secret, signEsimLink(secret, 'ABC123', new Date(now.getTime() + 181 * DAY_MS)), now)).toEqual({
      status: 'invalid',
    });
    // The longest link the shop issues still opens at once, and the day before it ends.
    expect(checkEsimLink(secret, signEsimLink(secret, 'ABC123', esimLinkExpiry(now)), now).status).toBe('valid');
    expect(checkEsimLink(secret, signEsimLink(secret, 'ABC123', expiresAt), new Date(expiresAt.getTime() - DAY_MS)).status).toBe('valid');
  });

  it('leads to the storefront page in the shopper language', () => {
    expect(esimLinkUrl('https://shop.example', 'zh_Hant', 'A.1.b')).toBe('https://shop.example/tw/esim-status?token=A.1.b');
  });
});
