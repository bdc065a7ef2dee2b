import { createHash } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { Channel, ConfigService, Logger, TransactionalConnection, type RequestContext } from '@vendure/core';

import { ACCOUNT_PLUGIN_OPTIONS, type AccountPluginOptions } from '../constants';
import { LOGGER_CTX } from './constants';
import { InvoiceLogo } from './invoice/invoice-document.entity';
import { loadSellerFile, type Seller, type SellerFile } from './seller';
import { fieldLines, logoIsUsable } from './seller-channel-fields';

type SellerFields = Pick<
  NonNullable<Channel['customFields']>,
  | 'sellerName'
  | 'sellerStreet'
  | 'sellerPostcode'
  | 'sellerCity'
  | 'sellerCountryCode'
  | 'sellerVatNumber'
  | 'sellerRegistration'
  | 'sellerEmail'
  | 'sellerBankDetails'
>;

/** The channel's seller fields a new database starts with, from seller.json. */
function fieldsFromFile(file: SellerFile) {
  return {
    sellerName: file.name,
    sellerStreet: file.streetLines.join('\n'),
    sellerPostcode: file.postcode,
    sellerCity: file.city,
    sellerCountryCode: file.countryCode,
    sellerVatNumber: file.vatNumber,
    sellerRegistration: file.companyRegistration ?? null,
    sellerEmail: file.email,
    sellerBankDetails: file.bankDetails?.join('\n') ?? null,
  } satisfies Required<SellerFields>;
}

const text = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The seller of the invoices (issue 35 point 1): the details staff keep on the channel, the
 * numbering from seller.json. What a field lacks (a database that staff emptied through the API)
 * is the file's, so a document always names a seller.
 */
@Injectable()
export class SellerSettings {
  private file: SellerFile | undefined;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly configService: ConfigService,
    @Inject(ACCOUNT_PLUGIN_OPTIONS) private readonly options: AccountPluginOptions,
  ) {}

  private sellerFile(): SellerFile {
    this.file ??= loadSellerFile(this.options.seedDataDir);
    return this.file;
  }

  /** The seller as a document issued now prints it. Read in the caller's transaction, so it is the one the document is issued in. */
  async current(ctx: RequestContext): Promise<Seller> {
    const file = this.sellerFile();
    const channel = await this.connection.getRepository(ctx, Channel).findOne({
      where: { id: ctx.channelId },
      relations: { customFields: { sellerLogo: true } },
    });
    const given: Channel['customFields'] = channel?.customFields ?? {};
    const fromFile = fieldsFromFile(file);
    // The fields every document needs fall back to the file; the optional ones are the channel's alone.
    const required = (name: 'sellerName' | 'sellerStreet' | 'sellerCity' | 'sellerCountryCode' | 'sellerVatNumber' | 'sellerEmail') =>
      text(given[name]) ?? fromFile[name];
    const registration = text(given.sellerRegistration);
    return {
      invoicePrefix: file.invoicePrefix,
      creditNotePrefix: file.creditNotePrefix,
      timeZone: file.timeZone,
      name: required('sellerName'),
      streetLines: fieldLines(required('sellerStreet')),
      // A postcode may be empty on purpose (a country without them).
      postcode: (given.sellerPostcode ?? fromFile.sellerPostcode).trim(),
      city: required('sellerCity'),
      countryCode: required('sellerCountryCode').toUpperCase(),
      vatNumber: required('sellerVatNumber'),
      ...(registration ? { companyRegistration: registration } : {}),
      email: required('sellerEmail'),
      bankDetails: fieldLines(given.sellerBankDetails),
      logo: await this.logo(ctx, given.sellerLogo ?? null),
    };
  }

  /** The logo's bytes; none when it is not an image an invoice can embed (checked again: staff set it before the rule, or the file went). */
  private async logo(ctx: RequestContext, asset: Channel['customFields']['sellerLogo']): Promise<Seller['logo']> {
    if (!asset) return null;
    if (!logoIsUsable(asset)) {
      Logger.warn(`Seller logo ${asset.name} is not a PNG or JPEG of at most 512 KB: invoices are issued without it`, LOGGER_CTX);
      return null;
    }
    try {
      const bytes = await this.configService.assetOptions.assetStorageStrategy.readFileToBuffer(asset.source);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      // Kept once per content, in the issuing transaction; a second server storing the same logo at once is ignored, not an error.
      await this.connection
        .getRepository(ctx, InvoiceLogo)
        .createQueryBuilder()
        .insert()
        .values(new InvoiceLogo({ sha256, mimeType: asset.mimeType, data: bytes.toString('base64') }))
        .orIgnore()
        .execute();
      return { mimeType: asset.mimeType, sha256 };
    } catch (error: unknown) {
      Logger.warn(`Seller logo ${asset.name} could not be read (${String(error)}): invoices are issued without it`, LOGGER_CTX);
      return null;
    }
  }

  /**
   * On every start: the default channel's seller fields that are still empty take seller.json's
   * values (a new database, or one from before the fields). Fields staff have set stay as they are.
   * Answers the names of the fields filled.
   */
  async fillEmptyFields(ctx: RequestContext): Promise<string[]> {
    const channels = this.connection.getRepository(ctx, Channel);
    const channel = await channels.findOne({ where: { id: ctx.channelId } });
    if (!channel) return [];
    const current: SellerFields = channel.customFields ?? {};
    const filled = Object.entries(fieldsFromFile(this.sellerFile())).filter(
      ([name, value]) => value !== null && (current[name as keyof SellerFields] ?? null) === null,
    );
    if (filled.length === 0) return [];
    await channels.update({ id: channel.id }, { customFields: { ...Object.fromEntries(filled) } });
    return filled.map(([name]) => name);
  }
}
