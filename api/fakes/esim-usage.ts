import {
  esimStatusPageSchema,
  esimStatusSchema,
  esimUsageLinkSchema,
  esimUsageSchema,
  type EsimStatus,
  type EsimStatusPage,
  type EsimUsage,
  type EsimUsageLink,
  type EsimUsageState,
} from '../schemas/esim-usage';

/*
 * Schema-valid eSIM usage fixtures for stories and tests, shaped like the sandbox provider's
 * answers (backend/src/plugins/esim-delivery/sandbox-usage-simulation.ts): a France 5 GB 30-day
 * plan, checked at a fixed time.
 */

const CHECKED_AT = '2026-11-25T12:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN = { dataTotalMb: 5120, validityDays: 30 };

/** Figures that fit the state: notInstalled the whole plan left; active 2 GB used, 12 days left; exhausted; expired. */
export function makeEsimUsage(state: EsimUsageState = 'active', overrides: Partial<EsimUsage> = {}): EsimUsage {
  const checked = Date.parse(CHECKED_AT);
  const daysLeft = { notInstalled: PLAN.validityDays, active: 12, exhausted: 5, expired: 0 }[state];
  const dataUsedMb = { notInstalled: 0, active: 2048, exhausted: PLAN.dataTotalMb, expired: 3900 }[state];
  const expiresMs = checked + daysLeft * DAY_MS;
  const dates =
    state === 'notInstalled'
      ? {}
      : { installedAt: new Date(expiresMs - PLAN.validityDays * DAY_MS).toISOString(), expiresAt: new Date(expiresMs).toISOString() };
  return esimUsageSchema.parse({ state, ...PLAN, dataUsedMb, daysLeft, ...dates, checkedAt: CHECKED_AT, ...overrides });
}

export function makeEsimStatus(overrides: Partial<EsimStatus> = {}): EsimStatus {
  return esimStatusSchema.parse({
    id: '1',
    iccid: '89882990000000000017',
    orderCode: 'K7Q2M4XW9TBN3DRA',
    planName: 'France 5 GB 30 days',
    productSlug: 'france',
    usage: makeEsimUsage('notInstalled'),
    ...overrides,
  });
}

/** "My eSIMs": one eSIM in each state, newest first, the last one's usage unavailable. */
export function makeEsimStatusPage(overrides: Partial<EsimStatusPage> = {}): EsimStatusPage {
  const states: EsimUsageState[] = ['notInstalled', 'active', 'exhausted', 'expired'];
  const items = [
    ...states.map((state, index) =>
      makeEsimStatus({ id: String(index + 1), iccid: `8988299000000000${index}017`.slice(0, 20), usage: makeEsimUsage(state) }),
    ),
    makeEsimStatus({ id: '5', iccid: '89882990000000000520', usage: undefined }),
  ];
  return esimStatusPageSchema.parse({ items, totalItems: items.length, page: 1, pagesCount: 1, ...overrides });
}

export function makeEsimUsageLink(overrides: Partial<EsimUsageLink> = {}): EsimUsageLink {
  return esimUsageLinkSchema.parse({
    orderCode: 'K7Q2M4XW9TBN3DRA',
    expiresAt: '2027-05-19T09:41:00.000Z',
    esims: [makeEsimStatus()],
    ...overrides,
  });
}
