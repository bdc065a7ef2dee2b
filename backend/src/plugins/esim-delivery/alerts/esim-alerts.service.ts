import { Injectable } from '@nestjs/common';
import { EventBus, Logger, type RequestContext } from '@vendure/core';

import { ClaimStore } from '../../claim-store/claim-store.service';
import { LOGGER_CTX } from '../constants';
import { EsimSupplierAlertEvent } from '../events';
import type { SupplierAlert } from './supplier-alert';

/** An alert of one kind reaches the owner at most this often: an outage must not flood the inbox. */
const ALERT_EVERY_MS = 60 * 60 * 1000;

/**
 * Raises supplier alerts: each is logged, and emailed to the shop's inbox unless one of the same
 * kind went out within the hour (a claim shared by every server). Never throws: an alert that
 * cannot be sent must not stop the delivery that raised it.
 */
@Injectable()
export class EsimAlerts {
  constructor(
    private readonly eventBus: EventBus,
    private readonly claims: ClaimStore,
  ) {}

  async raise(ctx: RequestContext, alert: SupplierAlert, now = new Date()): Promise<boolean> {
    Logger.warn(`Supplier alert ${alert.kind} (${alert.subject}): ${alert.detail}`, LOGGER_CTX);
    try {
      if ((await this.claims.claim(`esimDelivery.alert:${alert.kind}`, ALERT_EVERY_MS)) === undefined) return false;
      await this.eventBus.publish(new EsimSupplierAlertEvent(ctx, alert, now));
      return true;
    } catch (error) {
      Logger.error(`Could not raise the supplier alert ${alert.kind}: ${String(error)}`, LOGGER_CTX);
      return false;
    }
  }
}
