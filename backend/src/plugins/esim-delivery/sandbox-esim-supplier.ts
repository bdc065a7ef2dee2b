import { randomInt } from 'node:crypto';

import { planCatalogue } from '../../seed/catalogue-plan';
import { allDestinations } from '../../seed/destination-list';
import { loadSeedData } from '../../seed/load-seed-data';
import { dataAmount, durationDays } from '../../seed/option-names';
import {
  EsimSupplierError,
  EsimUnavailableError,
  type EsimSupplier,
  type EsimUsage,
  type EsimUsageQuery,
  type SuppliedProfile,
  type SupplierOrderQuery,
  type SupplierOrderRequest,
  type SupplierOrderState,
  type SupplierPackage,
  type SupplierProfileRef,
} from './esim-supplier';
import { luhnCheckDigit } from './iccid';
import type { SandboxUsageOverrides } from './sandbox-usage-overrides';
import { overriddenUsage, simulatedUsage, type SandboxUsageOverride } from './sandbox-usage-simulation';

export const SANDBOX_SMDP_ADDRESS = 'smdp.sandbox.esim-shop.test';

// 89 = telecom, 882 = ITU-T international networks, 99 = our sandbox "issuer".
const SANDBOX_ICCID_PREFIX = '8988299';
const ICCID_LENGTH = 20;
const MATCHING_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface SandboxEsimSupplierOptions {
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

/** Made once per process from the seed: the sandbox sells exactly the seeded catalogue. */
let seededPackages: SupplierPackage[] | undefined;

/**
 * The sandbox's price list: one package per seeded variant, its SKU as package id, what the seed
 * charges in euros as recommended retail and 60 % of it as cost. Networks are those the seed's
 * destination lists (invented; a real supplier's own are synced instead).
 */
function sandboxPackages(): SupplierPackage[] {
  if (seededPackages) return seededPackages;
  const data = loadSeedData();
  const destinations = new Map(allDestinations(data).map((destination) => [destination.code, destination]));
  seededPackages = planCatalogue(data).flatMap((product) => {
    const destination = destinations.get(product.destinationCode);
    const countries = (product.coverage.length > 0 ? product.coverage : [product.destinationCode]).map((code) => code.toUpperCase());
    return product.variants.map((variant) => ({
      packageId: variant.sku,
      title: variant.names.en,
      countries,
      ...(product.coverage.length > 0 ? { region: product.region } : {}),
      dataMb: dataAmount(variant.dataCode) * 1024,
      validityDays: durationDays(variant.durationCode),
      wholesaleCost: { amountMinor: Math.round(variant.prices.EUR * 0.6), currency: 'EUR' },
      recommendedRetail: { amountMinor: variant.prices.EUR, currency: 'EUR' },
      networks: (destination?.networks ?? []).map((operator) => ({
        country: product.destinationCode.toUpperCase(),
        operator,
        speeds: [destination?.speed ?? '4G'],
      })),
    }));
  });
  return seededPackages;
}

/**
 * Issues well-formed but unusable profiles (random ICCID and matching ID on a `.test` SM-DP+) at
 * once, and refuses the configured SKUs, so the failure path can be exercised on purpose. Its
 * order number is the shop's reference, so asking twice finds the same profiles. Their usage is
 * simulated over time from the delivery (sandbox-usage-simulation.ts), unless a test pinned it.
 */
export class SandboxEsimSupplier implements EsimSupplier {
  readonly name = 'sandbox';
  /** Orders already answered, by reference: the idempotency a real supplier keeps. */
  private readonly orders = new Map<string, SuppliedProfile[]>();
  /** The price list a test put in place of the seeded one (test control only), in this process. */
  private packageOverride: SupplierPackage[] | undefined;

  constructor(private readonly options: SandboxEsimSupplierOptions) {}

  async order(_ctx: unknown, request: SupplierOrderRequest): Promise<SupplierOrderState> {
    if (this.options.failingSkus.some((pattern) => skuMatches(request.sku, pattern))) {
      throw new EsimUnavailableError(request.sku);
    }
    const known = this.orders.get(request.reference);
    if (known) return { status: 'ready', supplierOrderRef: request.reference, profiles: known };
    const profiles = Array.from({ length: request.quantity }, () => {
      const iccid = sandboxIccid();
      return { iccid, smdpAddress: SANDBOX_SMDP_ADDRESS, matchingId: randomMatchingId(), supplierProfileRef: iccid };
    });
    this.orders.set(request.reference, profiles);
    return { status: 'ready', supplierOrderRef: request.reference, profiles };
  }

  query(ctx: unknown, query: SupplierOrderQuery): Promise<SupplierOrderState> {
    return this.order(ctx, query.request);
  }

  /** Refused, as a real supplier refuses, once a test pinned the eSIM as installed (or used up). */
  async cancel(_ctx: unknown, profile: SupplierProfileRef): Promise<void> {
    const pinned = (await this.options.overrides?.read([profile.iccid]))?.get(profile.iccid);
    if (pinned && pinned.state !== 'notInstalled')
      throw new EsimSupplierError('refused', 'The sandbox eSIM was installed: it cannot be cancelled');
  }

  async packages(): Promise<SupplierPackage[]> {
    return this.packageOverride ?? sandboxPackages();
  }

  /** The seeded packages, whatever a test put in their place. */
  seededPackages(): SupplierPackage[] {
    return sandboxPackages();
  }

  /** Test control: sells `packages` instead of the seeded catalogue; undefined sells the seeded one again. */
  overridePackages(packages: SupplierPackage[] | undefined): void {
    this.packageOverride = packages;
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
