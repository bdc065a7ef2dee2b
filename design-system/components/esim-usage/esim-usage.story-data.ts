/*
 * Story-only figures (not exported from the design system): eSIMs of the seeded plans (1 to 20 GB,
 * 7 to 30 days) as the sandbox provider would report them, checked on 20 March 2026 at 09:45 UTC.
 */
import type { EsimUsageFigures } from './esim-usage';

export const checkedAt = '2026-03-20T09:45:00Z';

export const iccid = '89330100000012345678';

/** Japan 3 GB 15 days, delivered but not downloaded: nothing counts yet (spec §4). */
export const notInstalled: EsimUsageFigures = {
  state: 'notInstalled',
  dataTotalMb: 3 * 1024,
  dataUsedMb: 0,
  validityDays: 15,
  daysLeft: 15,
  checkedAt,
};

/** France 5 GB 30 days, installed three days ago: 614 MB used. */
export const activeEarly: EsimUsageFigures = {
  state: 'active',
  dataTotalMb: 5 * 1024,
  dataUsedMb: 614,
  validityDays: 30,
  daysLeft: 27,
  installedAt: '2026-03-17T08:10:00Z',
  expiresAt: '2026-04-16T08:10:00Z',
  checkedAt,
};

/** Japan 3 GB 15 days, near the end of the trip: 102 MB and 2 days left. */
export const activeNearlyEmpty: EsimUsageFigures = {
  state: 'active',
  dataTotalMb: 3 * 1024,
  dataUsedMb: 2970,
  validityDays: 15,
  daysLeft: 2,
  installedAt: '2026-03-07T06:30:00Z',
  expiresAt: '2026-03-22T06:30:00Z',
  checkedAt,
};

/** Italy 1 GB 7 days: all the data used on day 3, four days still to run. */
export const exhausted: EsimUsageFigures = {
  state: 'exhausted',
  dataTotalMb: 1024,
  dataUsedMb: 1024,
  validityDays: 7,
  daysLeft: 4,
  installedAt: '2026-03-17T12:00:00Z',
  expiresAt: '2026-03-24T12:00:00Z',
  checkedAt,
};

/** United States 10 GB 30 days, past its days with 2.8 GB unused. */
export const expired: EsimUsageFigures = {
  state: 'expired',
  dataTotalMb: 10 * 1024,
  dataUsedMb: 7373,
  validityDays: 30,
  daysLeft: 0,
  installedAt: '2026-02-10T15:20:00Z',
  expiresAt: '2026-03-12T15:20:00Z',
  checkedAt,
};

export const buyAgainHref = '/en/esim-japan.html';

/** A 500 MB day pass (smaller than any seeded plan): on its one day, with 0.4 MB left. */
export const dayPassNearlyEmpty: EsimUsageFigures = {
  state: 'active',
  dataTotalMb: 500,
  dataUsedMb: 499.6,
  validityDays: 1,
  daysLeft: 1,
  installedAt: '2026-03-20T07:00:00Z',
  expiresAt: '2026-03-21T07:00:00Z',
  checkedAt,
};

/** A 50 GB, 90-day plan (larger than any seeded plan), barely started. */
export const largePlan: EsimUsageFigures = {
  state: 'active',
  dataTotalMb: 50 * 1024,
  dataUsedMb: 37,
  validityDays: 90,
  daysLeft: 90,
  installedAt: '2026-03-20T08:00:00Z',
  expiresAt: '2026-06-18T08:00:00Z',
  checkedAt,
};

/** The provider calls it exhausted while its last count was a crumb short of the total. */
export const exhaustedShortCount: EsimUsageFigures = { ...exhausted, dataUsedMb: 1019 };

/** The provider calls it expired while its last count still had a day. */
export const expiredShortCount: EsimUsageFigures = { ...expired, daysLeft: 1 };
