import { Inject, Injectable } from '@nestjs/common';
import { Logger, TransactionalConnection } from '@vendure/core';

import { CHECKOUT_PLUGIN_OPTIONS, type CheckoutPluginOptions } from '../constants';
import { checkWithVies, viesCountryCode, viesNumber, type VatNumberCheck } from './vies-client';
import { VatNumberCheckRecord } from './vat-number-check.entity';

const LOGGER_CTX = 'VatNumberCheck';
/** A registered number is believed for a day, an unregistered one for an hour (it may be registered since). */
const VALID_FOR_MS = 24 * 3_600_000;
const INVALID_FOR_MS = 3_600_000;

/**
 * VIES answers, cached in the database for every server (shop_vat_number_check): a number checked
 * lately is not asked again. "Unavailable" is never cached: the next checkout asks again. Runs
 * outside any transaction (the checkout calls it before its own), so a slow VIES holds no lock.
 */
@Injectable()
export class VatNumberChecks {
  constructor(
    private readonly connection: TransactionalConnection,
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
}
