import { randomInt } from 'node:crypto';

import type { EsimProfileData, EsimProvider, EsimUsage, EsimUsageQuery, ProvisionRequest } from './esim-provider';
import { EsimUnavailableError } from './esim-provider';
import { luhnCheckDigit } from './iccid';
import type { SandboxUsageOverrides } from './sandbox-usage-overrides';
import { overriddenUsage, simulatedUsage, type SandboxUsageOverride } from './sandbox-usage-simulation';

export const SANDBOX_SMDP_ADDRESS = 'smdp.sandbox.esim-shop.test';

// 89 = telecom, 882 = ITU-T international networks, 99 = our sandbox "issuer".
const SANDBOX_ICCID_PREFIX = '8988299';
const ICCID_LENGTH = 20;
const MATCHING_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface SandboxEsimProviderOptions {
  /** SKUs the sandbox refuses (case-insensitive); `JP-*` refuses every SKU starting with `JP-`. */
  failingSkus: readonly string[];
  /** Figures pinned by the test control (sandbox-usage-overrides.ts); none: only the simulation. */
  overrides?: Pick<SandboxUsageOverrides, 'read'> | undefined;
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

function randomMatchingId(): string {
  const group = () => Array.from({ length: 5 }, () => MATCHING_ID_ALPHABET[randomInt(MATCHING_ID_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

export function sandboxIccid(): string {
  const payload = SANDBOX_ICCID_PREFIX + randomDigits(ICCID_LENGTH - 1 - SANDBOX_ICCID_PREFIX.length);
  return payload + String(luhnCheckDigit(payload));
}

export function skuMatches(sku: string, pattern: string): boolean {
  const wanted = pattern.trim().toUpperCase();
  const actual = sku.toUpperCase();
  return wanted.endsWith('*') ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
}

/**
 * Issues well-formed but unusable profiles (random ICCID and matching ID on a `.test` SM-DP+),
 * and refuses the configured SKUs, so the failure path can be exercised on purpose. Their usage is
 * simulated over time from the delivery (sandbox-usage-simulation.ts), unless a test pinned it.
 */
export class SandboxEsimProvider implements EsimProvider {
  constructor(private readonly options: SandboxEsimProviderOptions) {}

  async provision(_ctx: unknown, request: ProvisionRequest): Promise<EsimProfileData[]> {
    if (this.options.failingSkus.some((pattern) => skuMatches(request.sku, pattern))) {
      throw new EsimUnavailableError(request.sku);
    }
    return Array.from({ length: request.quantity }, () => ({
      iccid: sandboxIccid(),
      smdpAddress: SANDBOX_SMDP_ADDRESS,
      matchingId: randomMatchingId(),
    }));
  }

  async usage(_ctx: unknown, queries: readonly EsimUsageQuery[], now = new Date()): Promise<ReadonlyMap<string, EsimUsage>> {
    const overrides = (await this.options.overrides?.read(queries.map((query) => query.iccid))) ?? new Map<string, SandboxUsageOverride>();
    return new Map(
      queries.map((query) => {
        const override = overrides.get(query.iccid);
        const usage = override ? overriddenUsage(override, query.plan, now) : simulatedUsage(query.deliveredAt, query.plan, now);
        return [query.iccid, usage] as const;
      }),
    );
  }
}
