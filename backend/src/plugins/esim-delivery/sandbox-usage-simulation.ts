import type { EsimPlan, EsimUsage, EsimUsageState } from './esim-supplier';

/*
 * The sandbox supplier's eSIM usage: a deterministic function of the delivery time, the plan and
 * the clock, so every server answers the same and a journey knows what it will see.
 *   - installed SANDBOX_INSTALL_AFTER_MS after delivery (before: notInstalled, the full plan left);
 *   - from then on data is used at a steady rate that would use the whole plan in
 *     SANDBOX_EXHAUST_SHARE of its validity (exhausted then, unless it expired first);
 *   - expired validityDays after installation (spec §4: the plan counts from the download).
 * A test control may pin an eSIM's figures (SandboxUsageOverride), which then win.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const SANDBOX_INSTALL_AFTER_MS = 10 * 60 * 1000;
const SANDBOX_EXHAUST_SHARE = 0.8;

/** What a test sets: a state, and optionally the data used and the days left that go with it. */
export interface SandboxUsageOverride {
  state: EsimUsageState;
  dataUsedMb?: number | undefined;
  daysLeft?: number | undefined;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function simulatedUsage(deliveredAt: Date, plan: EsimPlan, now: Date): EsimUsage {
  const installedMs = deliveredAt.getTime() + SANDBOX_INSTALL_AFTER_MS;
  const base = { dataTotalMb: plan.dataTotalMb, validityDays: plan.validityDays, checkedAt: now };
  if (now.getTime() < installedMs) {
    return { ...base, state: 'notInstalled', dataUsedMb: 0, daysLeft: plan.validityDays };
  }
  const validityMs = plan.validityDays * DAY_MS;
  const expiresMs = installedMs + validityMs;
  const usedUntil = Math.min(now.getTime(), expiresMs);
  const mbPerMs = plan.dataTotalMb / (validityMs * SANDBOX_EXHAUST_SHARE);
  const dataUsedMb = clamp(Math.floor((usedUntil - installedMs) * mbPerMs), 0, plan.dataTotalMb);
  const dates = { installedAt: new Date(installedMs), expiresAt: new Date(expiresMs) };
  if (now.getTime() >= expiresMs) return { ...base, ...dates, state: 'expired', dataUsedMb, daysLeft: 0 };
  const daysLeft = Math.ceil((expiresMs - now.getTime()) / DAY_MS);
  return { ...base, ...dates, state: dataUsedMb >= plan.dataTotalMb ? 'exhausted' : 'active', dataUsedMb, daysLeft };
}

/** The figures a test pinned, made consistent with the state and the plan. */
export function overriddenUsage(override: SandboxUsageOverride, plan: EsimPlan, now: Date): EsimUsage {
  const base = { dataTotalMb: plan.dataTotalMb, validityDays: plan.validityDays, checkedAt: now };
  const used = clamp(Math.round(override.dataUsedMb ?? 0), 0, plan.dataTotalMb);
  const daysLeft = clamp(Math.round(override.daysLeft ?? plan.validityDays), 0, plan.validityDays);
  if (override.state === 'notInstalled') return { ...base, state: 'notInstalled', dataUsedMb: 0, daysLeft: plan.validityDays };
  // Dates that fit the days left: installed (validity − days left) days ago.
  const expiresMs = now.getTime() + (override.state === 'expired' ? 0 : daysLeft * DAY_MS);
  const dates = { installedAt: new Date(expiresMs - plan.validityDays * DAY_MS), expiresAt: new Date(expiresMs) };
  switch (override.state) {
    case 'expired':
      return { ...base, ...dates, state: 'expired', dataUsedMb: used, daysLeft: 0 };
    case 'exhausted':
      return { ...base, ...dates, state: 'exhausted', dataUsedMb: plan.dataTotalMb, daysLeft };
    case 'active':
      return { ...base, ...dates, state: 'active', dataUsedMb: Math.min(used, plan.dataTotalMb - 1), daysLeft: Math.max(1, daysLeft) };
  }
}
