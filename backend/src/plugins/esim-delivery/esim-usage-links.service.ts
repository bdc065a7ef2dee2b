import { Inject, Injectable } from '@nestjs/common';
import type { Order, RequestContext } from '@vendure/core';

import { ESIM_DELIVERY_OPTIONS, type EsimDeliveryOptions } from './constants';
import { esimDelayOf, type EsimDelay } from './esim-delay';
import { toEsimStatus, type EsimStatus } from './esim-status';
import { EsimStoreService } from './esim-store.service';
import { checkEsimLink, esimLinkExpiry, esimLinkUrl, signEsimLink } from './esim-usage-link';

/** What `esimUsageByLink` answers (GraphQL EsimUsageLink). */
export interface EsimUsageLinkAnswer {
  status: 'valid' | 'expired' | 'invalid';
  orderCode: string | null;
  expiresAt: Date | null;
  esims: EsimStatus[];
  esimDelay: EsimDelay | null;
}

const REFUSED = (status: 'expired' | 'invalid'): EsimUsageLinkAnswer => ({
  status,
  orderCode: null,
  expiresAt: null,
  esims: [],
  esimDelay: null,
});

/** The guest's signed eSIM usage links (esim-usage-link.ts) with the plugin's secret and origin. */
@Injectable()
export class EsimUsageLinks {
  constructor(
    @Inject(ESIM_DELIVERY_OPTIONS) private readonly options: EsimDeliveryOptions,
    private readonly store: EsimStoreService,
  ) {}

  private get secret(): string {
    const secret = this.options.usageLinkSecret;
    if (!secret) throw new Error('EsimDeliveryPlugin.init needs usageLinkSecret (ESIM_LINK_SECRET)');
    return secret;
  }

  /** Placed and not cancelled: the link of the order, valid ESIM_LINK_VALIDITY_MS from its placing. */
  tokenOf(order: Pick<Order, 'code' | 'state' | 'orderPlacedAt'>): string | undefined {
    if (!order.orderPlacedAt || order.state === 'Cancelled') return undefined;
    return signEsimLink(this.secret, order.code, esimLinkExpiry(order.orderPlacedAt));
  }

  /** The link the delivery email carries, in the shopper's language. */
  urlOf(order: Pick<Order, 'code' | 'state' | 'orderPlacedAt'>, languageCode: string): string | undefined {
    const token = this.tokenOf(order);
    const origin = this.options.storefrontOrigin;
    return token && origin ? esimLinkUrl(origin, languageCode, token) : undefined;
  }

  async answer(ctx: RequestContext, token: string, now = new Date()): Promise<EsimUsageLinkAnswer> {
    const check = checkEsimLink(this.secret, token, now);
    if (check.status !== 'valid') return REFUSED(check.status);
    const found = await this.store.orderOfLink(ctx, check.orderCode);
    // A link lasts from the order's placing, never longer than the one the shop issued for it.
    const issuedUntil = found?.order.orderPlacedAt ? esimLinkExpiry(found.order.orderPlacedAt) : undefined;
    if (!found || !issuedUntil || check.expiresAt.getTime() > issuedUntil.getTime()) return REFUSED('invalid');
    return {
      status: 'valid',
      orderCode: found.order.code,
      expiresAt: check.expiresAt,
      esims: found.profiles.map((profile) => toEsimStatus(profile, ctx.languageCode)),
      esimDelay: esimDelayOf(found.order),
    };
  }
}
