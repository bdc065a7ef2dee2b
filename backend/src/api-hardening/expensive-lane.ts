import { AdmissionQueue, type AdmissionSettings } from '../admission/admission-queue';

/**
 * The expensive lane (issue 30): Shop API operations the per-client rate counts as expensive
 * (expensive-operations.ts) run one at a time per server process, the next few wait a short while,
 * and the rest are refused with 503 SERVER_BUSY and Retry-After before anything runs. The embedded
 * database answers synchronously, so every expensive operation running holds the event loop that
 * every shopper shares: running them one at a time keeps the loop's turns for the cheap requests,
 * and they never hold more than a few of the admission queue's slots (admission.ts), so a cheap
 * request never waits behind them there.
 */
const EXPENSIVE_LANE: AdmissionSettings = { concurrency: 1, maxWaiting: 3, maxWaitMs: 2_000 };

export function expensiveLane(settings: AdmissionSettings = EXPENSIVE_LANE): AdmissionQueue {
  return new AdmissionQueue(settings);
}
