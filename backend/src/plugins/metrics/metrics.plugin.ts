import { Controller, Get, Inject, Req, Res, type OnApplicationBootstrap } from '@nestjs/common';
import { Allow, EventBus, OrderStateTransitionEvent, Permission, PluginCommonModule, VendurePlugin } from '@vendure/core';
import type { Request, Response } from 'express';

import { configuredBy } from '../configured-plugin';
import { EsimDeliveryDelayedEvent, EsimDeliveryFailedEvent, EsimsProvisionedEvent, EsimSupplierAlertEvent } from '../esim-delivery/events';
import { metricsAllowed } from './metrics-access';
import { metricsRegistry, shopMetrics } from './shop-metrics';

interface MetricsOptions {
  /** METRICS_TOKEN: `Authorization: Bearer <token>` opens /metrics to a scraper elsewhere; unset, only this machine's direct callers. */
  token: string | undefined;
}

const METRICS_OPTIONS = Symbol('METRICS_OPTIONS');

/** `GET /metrics`: Prometheus's text format, for this process (metrics-access.ts says who may read it). */
@Controller('metrics')
class MetricsController {
  constructor(@Inject(METRICS_OPTIONS) private readonly options: MetricsOptions) {}

  @Get()
  @Allow(Permission.Public)
  async metrics(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (
      !metricsAllowed(
        {
          authorization: req.headers.authorization,
          forwarded: req.headers['x-forwarded-for'] !== undefined,
          remoteAddress: req.socket.remoteAddress,
        },
        this.options.token,
      )
    ) {
      res.status(404).json({ error: 'NOT_FOUND' });
      return;
    }
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metricsRegistry.metrics());
  }
}

/**
 * The shop's business signals as Prometheus metrics (shop-metrics.ts): counted from the events
 * Vendure and the plugins publish, in the process where they happen (the deliveries in the worker,
 * whose health server answers `/metrics` too).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  controllers: [MetricsController],
  providers: [{ provide: METRICS_OPTIONS, useFactory: () => MetricsPlugin.options }],
  compatibility: '^3.0.0',
})
export class MetricsPlugin extends configuredBy<MetricsOptions>() implements OnApplicationBootstrap {
  constructor(private readonly eventBus: EventBus) {
    super();
  }

  onApplicationBootstrap(): void {
    this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
      if (event.toState === 'PaymentSettled') shopMetrics.ordersPaid.inc();
    });
    this.eventBus.ofType(EsimsProvisionedEvent).subscribe(({ order }) => {
      shopMetrics.esimsDelivered.inc(order.lines.reduce((count, line) => count + line.quantity, 0));
      if (order.orderPlacedAt) shopMetrics.deliverySeconds.observe((Date.now() - order.orderPlacedAt.getTime()) / 1000);
    });
    this.eventBus.ofType(EsimDeliveryDelayedEvent).subscribe(() => shopMetrics.deliveriesDelayed.inc());
    this.eventBus.ofType(EsimDeliveryFailedEvent).subscribe(() => shopMetrics.deliveriesFailed.inc());
    this.eventBus.ofType(EsimSupplierAlertEvent).subscribe(({ alert }) => {
      shopMetrics.supplierAlerts.inc({ kind: alert.kind });
      if (alert.kind === 'webhookRejected') shopMetrics.webhooksRefused.inc({ provider: 'esim-supplier' });
    });
  }
}
