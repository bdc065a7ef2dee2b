import { Body, Controller, HttpCode, Inject, NotFoundException, Post, BadRequestException } from '@nestjs/common';
import { z } from 'zod';

import { ESIM_DELIVERY_OPTIONS, ESIM_SANDBOX_ROUTE, SANDBOX_USAGE_OVERRIDES, type EsimDeliveryOptions } from './constants';
import { ESIM_USAGE_STATES } from './esim-provider';
import { EsimUsageService } from './esim-usage.service';
import type { SandboxUsageOverrides } from './sandbox-usage-overrides';

const overrideBody = z.strictObject({
  iccid: z.string().regex(/^\d{19,20}$/),
  state: z.enum(ESIM_USAGE_STATES),
  dataUsedMb: z.number().int().min(0).max(10_000_000).optional(),
  daysLeft: z.number().int().min(0).max(3650).optional(),
});

/**
 * The sandbox eSIM provider's test control (issue 19), on only with ESIM_SANDBOX_TEST_CONTROLS
 * (refused in production by env.ts) and only while the sandbox is the provider: otherwise 404, as
 * if the route did not exist. `POST /esim-sandbox/usage {iccid, state, dataUsedMb?, daysLeft?}`
 * pins that eSIM's usage, so tests and journeys reach every state at once; the shop's cached
 * answer for it is dropped.
 */
@Controller(ESIM_SANDBOX_ROUTE)
export class SandboxTestControlController {
  constructor(
    @Inject(ESIM_DELIVERY_OPTIONS) private readonly options: EsimDeliveryOptions,
    @Inject(SANDBOX_USAGE_OVERRIDES) private readonly overrides: SandboxUsageOverrides,
    private readonly usage: EsimUsageService,
  ) {}

  @Post('usage')
  @HttpCode(204)
  async pinUsage(@Body() body: unknown): Promise<void> {
    if (!this.options.sandboxTestControls || this.options.provider) throw new NotFoundException();
    const parsed = overrideBody.safeParse(body);
    if (!parsed.success) throw new BadRequestException('Expected {iccid, state, dataUsedMb?, daysLeft?}');
    const { iccid, ...override } = parsed.data;
    await this.overrides.set(iccid, override);
    await this.usage.forget(iccid);
  }
}
