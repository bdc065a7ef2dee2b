import type { CacheService } from '@vendure/core';

import type { SandboxUsageOverride } from './sandbox-usage-simulation';

/*
 * The sandbox's test control (issue 19): figures a test pinned for an eSIM, kept in Vendure's
 * cache (shared by every server through Redis when there is one) for a day, long enough for any
 * test or journey.
 */

const OVERRIDE_TTL_MS = 24 * 60 * 60 * 1000;
const overrideKey = (iccid: string) => `esimSandbox.usageOverride:${iccid}`;

export class SandboxUsageOverrides {
  constructor(private readonly cache: CacheService) {}

  async set(iccid: string, override: SandboxUsageOverride): Promise<void> {
    const stored = {
      state: override.state,
      ...(override.dataUsedMb === undefined ? {} : { dataUsedMb: override.dataUsedMb }),
      ...(override.daysLeft === undefined ? {} : { daysLeft: override.daysLeft }),
    };
    await this.cache.set(overrideKey(iccid), stored, { ttl: OVERRIDE_TTL_MS });
  }

  async read(iccids: readonly string[]): Promise<Map<string, SandboxUsageOverride>> {
    const found = await Promise.all(
      iccids.map(async (iccid) => [iccid, await this.cache.get<SandboxUsageOverride>(overrideKey(iccid))] as const),
    );
    return new Map(found.flatMap(([iccid, override]) => (override ? [[iccid, override] as const] : [])));
  }
}
