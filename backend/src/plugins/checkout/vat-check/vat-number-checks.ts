import { Inject, Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import { HistoryService, Logger, Order, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';
import { And, IsNull, MoreThan, Not } from 'typeorm';

import { CHECKOUT_PLUGIN_OPTIONS, type CheckoutPluginOptions } from '../constants';
import { checkWithVies, viesCountryCode, viesNumber, type VatNumberCheck } from './vies-client';
import { VatNumberCheckRecord } from './vat-number-check.entity';

const LOGGER_CTX = 'VatNumberCheck';
/** A registered number is believed for a day, an unregistered one for an hour (it may be registered since). */
const VALID_FOR_MS = 24 * 3_600_000;
const INVALID_FOR_MS = 3_600_000;
/** Placed orders VIES could not check are asked about again for this long, this many per run. */
const RECHECK_WINDOW_MS = 30 * 24 * 3_600_000;
const RECHECK_BATCH = 50;

/** What a re-check of a placed order found, for the run's report and staff's answer. */
export type VatRecheckOutcome = 'valid' | 'invalid' | 'unavailable' | 'notNeeded';

/**
 * VIES answers, cached in the database for every server (shop_vat_number_check): a number checked
 * lately is not asked again. "Unavailable" is never cached: the next checkout asks again. Runs
 * outside any transaction (the checkout calls it before its own), so a slow VIES holds no lock.
 */
@Injectable()
export class VatNumberChecks {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly historyService: HistoryService,
    @Inject(CHECKOUT_PLUGIN_OPTIONS) private readonly options: CheckoutPluginOptions,
  ) {}

  async check(countryCode: string, vatNumber: string, now = new Date()): Promise<VatNumberCheck> {
    const number = viesNumber(countryCode, vatNumber);
    if (number === undefined) return { status: 'invalid', checkedAt: now };
    const key = { countryCode: viesCountryCode(countryCode), vatNumber: number };
    const records = this.connection.rawConnection.getRepository(VatNumberCheckRecord);
    const cached = await records.findOne({ where: key });
    if (cached && now.getTime() - cached.checkedAt.getTime() < (cached.valid ? VALID_FOR_MS : INVALID_FOR_MS)) {
      return cached.valid
        ? {
            status: 'valid',
            name: cached.name,
            address: cached.address,
            requestIdentifier: cached.requestIdentifier,
            checkedAt: cached.checkedAt,
          }
        : { status: 'invalid', checkedAt: cached.checkedAt };
    }
    const answer = await checkWithVies(this.options.vies, countryCode, number);
    if (answer.status === 'unavailable') {
      Logger.warn(`VIES could not check ${key.countryCode}${key.vatNumber}: ${answer.reason}; VAT is charged`, LOGGER_CTX);
      return answer;
    }
    const record = new VatNumberCheckRecord({
      ...key,
      valid: answer.status === 'valid',
      name: answer.status === 'valid' ? answer.name : null,
      address: answer.status === 'valid' ? answer.address : null,
      requestIdentifier: answer.status === 'valid' ? answer.requestIdentifier : null,
      checkedAt: answer.checkedAt,
    });
    // Another server may have stored the same number meanwhile: the newer answer replaces it.
    await records.upsert(record, { conflictPaths: ['countryCode', 'vatNumber'] });
    return answer;
  }

  /**
   * Asks VIES again about a placed order whose check it could not answer at checkout. The order
   * keeps what it was charged (it is paid); the answer is recorded on it with a history note for
   * staff: registered means the VAT charged was not due (refund it with a credit note), not
   * registered means it was.
   */
  async recheckPlacedOrder(ctx: RequestContext, orderId: ID): Promise<VatRecheckOutcome> {
    const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: orderId } });
    if (!order || order.customFields.vatNumberStatus !== 'unavailable') return 'notNeeded';
    const address = order.billingAddress as { countryCode?: string | null; vatNumber?: string | null };
    if (!address.countryCode || !address.vatNumber) return 'notNeeded';
    const answer = await this.check(address.countryCode, address.vatNumber);
    if (answer.status === 'unavailable') return 'unavailable';
    await this.connection
      .getRepository(ctx, Order)
      .update(order.id, { customFields: { vatNumberStatus: answer.status, vatNumberCheckedAt: answer.checkedAt } });
    const note =
      answer.status === 'valid'
        ? `VIES confirmed VAT number ${address.vatNumber} after payment: the reverse charge applied, so the VAT charged was not due. Refund it (a credit note is issued).`
        : `VIES says VAT number ${address.vatNumber} is not registered: the VAT charged was due.`;
    await this.historyService.createHistoryEntryForOrder(
      { ctx, orderId: order.id, type: HistoryEntryType.ORDER_NOTE, data: { note } },
      false,
    );
    return answer.status;
  }

  /** The scheduled run: placed orders of the last 30 days still unchecked, oldest first, a batch at a time. */
  async recheckUnavailable(ctx: RequestContext, now = new Date()): Promise<Record<VatRecheckOutcome, number>> {
    const orders = await this.connection.getRepository(ctx, Order).find({
      where: {
        customFields: { vatNumberStatus: 'unavailable' },
        orderPlacedAt: And(Not(IsNull()), MoreThan(new Date(now.getTime() - RECHECK_WINDOW_MS))),
      },
      select: { id: true },
      order: { orderPlacedAt: 'ASC' },
      take: RECHECK_BATCH,
    });
    const outcomes: Record<VatRecheckOutcome, number> = { valid: 0, invalid: 0, unavailable: 0, notNeeded: 0 };
    for (const order of orders) outcomes[await this.recheckPlacedOrder(ctx, order.id)] += 1;
    return outcomes;
  }
}
