import { Body, Controller, HttpCode, Inject, NotFoundException, Post, BadRequestException } from '@nestjs/common';
import { z } from 'zod';

import { ESIM_DELIVERY_OPTIONS, ESIM_SANDBOX_ROUTE, SANDBOX_USAGE_OVERRIDES, type EsimDeliveryOptions } from './constants';
import { ESIM_SUPPLIER, ESIM_USAGE_STATES, type EsimSupplier, type SupplierPackage } from './esim-supplier';
import { EsimUsageService } from './esim-usage.service';
import { SandboxEsimSupplier } from './sandbox-esim-supplier';
import type { SandboxUsageOverrides } from './sandbox-usage-overrides';

const overrideBody = z.strictObject({
  iccid: z.string().regex(/^\d{19,20}$/),
  state: z.enum(ESIM_USAGE_STATES),
  dataUsedMb: z.number().int().min(0).max(10_000_000).optional(),
  daysLeft: z.number().int().min(0).max(3650).optional(),
});

const money = z.strictObject({ amountMinor: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) });
/** A package as the port describes it (esim-supplier.ts SupplierPackage); the sync checks the rest. */
const networkBody = z.strictObject({
  country: z.string().max(10),
  operator: z.string().max(200),
  speeds: z.array(z.string().max(20)).max(10),
});
const packageBody = z
  .strictObject({
    packageId: z.string().min(1).max(200),
    title: z.string().max(500),
    countries: z.array(z.string().max(10)).max(300),
    region: z.string().max(100).optional(),
    // absent: an unlimited plan
    dataMb: z.number().int().positive().optional(),
    validityDays: z.number().int().positive(),
    wholesaleCost: money,
    recommendedRetail: money.optional(),
    networks: z
      .array(z.strictObject({ country: z.string().max(10), operator: z.string().max(200), speeds: z.array(z.string().max(20)).max(10) }))
      .max(500),
  })
  .transform(({ dataMb, region, recommendedRetail, ...pkg }): SupplierPackage => ({
    ...pkg,
    dataMb,
    ...(region === undefined ? {} : { region }),
    ...(recommendedRetail === undefined ? {} : { recommendedRetail }),
  }));
/** `packages`: the list to sell instead; `changes`: edits of the seeded list (cost, networks, withdrawn, added); `null` list: the seeded one again. */
const packagesBody = z.union([
  z.strictObject({ packages: z.array(packageBody).max(20_000).nullable() }),
  z.strictObject({
    changes: z.strictObject({
      costs: z.record(z.string(), z.number().int().positive()).default({}),
      withdrawn: z.array(z.string()).default([]),
      networks: z.record(z.string(), z.array(networkBody).max(500)).default({}),
      added: z.array(packageBody).default([]),
    }),
  }),
]);

/**
 * The sandbox eSIM supplier's test control (issue 19), on only with ESIM_SANDBOX_TEST_CONTROLS
 * (refused in production by env.ts) and only while the sandbox is the supplier: otherwise 404, as
 * if the route did not exist. `POST /esim-sandbox/usage {iccid, state, dataUsedMb?, daysLeft?}`
 * pins that eSIM's usage, so tests and journeys reach every state at once; the shop's cached
 * answer for it is dropped. `POST /esim-sandbox/packages` changes the price list the catalogue
 * sync reads (issue 32): `{packages: [...]}` sells that list instead of the seeded one, `{packages:
 * null}` the seeded one again, and `{changes: {costs: {id: minor}, networks: {id: [...]}, withdrawn: [id], added:
 * [...]}}`
 * edits the seeded list. It is held in this process only (one backend in the tests).
 */
@Controller(ESIM_SANDBOX_ROUTE)
export class SandboxTestControlController {
  constructor(
    @Inject(ESIM_DELIVERY_OPTIONS) private readonly options: EsimDeliveryOptions,
    @Inject(SANDBOX_USAGE_OVERRIDES) private readonly overrides: SandboxUsageOverrides,
    private readonly usage: EsimUsageService,
    @Inject(ESIM_SUPPLIER) private readonly supplier: EsimSupplier,
  ) {}

  @Post('usage')
  @HttpCode(204)
  async pinUsage(@Body() body: unknown): Promise<void> {
    if (!this.options.sandboxTestControls || this.options.supplier) throw new NotFoundException();
    const parsed = overrideBody.safeParse(body);
    if (!parsed.success) throw new BadRequestException('Expected {iccid, state, dataUsedMb?, daysLeft?}');
    const { iccid, ...override } = parsed.data;
    await this.overrides.set(iccid, override);
    await this.usage.forget(iccid);
  }

  @Post('packages')
  @HttpCode(204)
  setPackages(@Body() body: unknown): void {
    if (!this.options.sandboxTestControls || this.options.supplier || !(this.supplier instanceof SandboxEsimSupplier)) {
      throw new NotFoundException();
    }
    const parsed = packagesBody.safeParse(body);
    if (!parsed.success)
      throw new BadRequestException('Expected {packages: [...] | null} or {changes: {costs?, networks?, withdrawn?, added?}}');
    if ('packages' in parsed.data) {
      this.supplier.overridePackages(parsed.data.packages ?? undefined);
      return;
    }
    const { costs, withdrawn, networks, added } = parsed.data.changes;
    const gone = new Set(withdrawn);
    const edited = this.supplier
      .seededPackages()
      .filter((pkg) => !gone.has(pkg.packageId))
      .map((pkg) => {
        const cost = costs[pkg.packageId];
        const roaming = networks[pkg.packageId];
        return {
          ...pkg,
          ...(cost === undefined ? {} : { wholesaleCost: { ...pkg.wholesaleCost, amountMinor: cost } }),
          ...(roaming === undefined ? {} : { networks: roaming }),
        };
      });
    this.supplier.overridePackages([...edited, ...added]);
  }
}
