import { z } from 'zod';

/*
 * eSIM Access's answers as docs/suppliers/esimaccess.md summarises them, checked before anything
 * in them is used. Fields the adapter does not read are left out (zod drops unknown keys); fields
 * the docs' examples omit although their tables list them are optional.
 */

/** `errorCode` is a string, `null` or `"0"` on success; `errorMsg` in the examples, `errorMessage` in the tables. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  errorCode: z.union([z.string(), z.number()]).nullish(),
  errorMsg: z.string().nullish(),
  errorMessage: z.string().nullish(),
  obj: z.unknown(),
});

const reference = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const bytes = z.number().int().nonnegative();
const apiMoney = z.number().int().nonnegative();

export const orderAnswerSchema = z.object({ orderNo: reference });

const operatorSchema = z.object({ operatorName: z.string().min(1).max(200), networkType: z.string().max(50).nullish() });

export const packageSchema = z.object({
  packageCode: reference,
  slug: z.string().max(100).nullish(),
  name: z.string().min(1).max(500),
  price: apiMoney,
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  volume: bytes,
  dataType: z.number().int().nullish(),
  duration: z.number().int().positive(),
  durationUnit: z.string().nullish(),
  location: z.string().max(2000),
  retailPrice: apiMoney.nullish(),
  speed: z.string().max(50).nullish(),
  locationNetworkList: z
    .array(
      z.object({
        locationName: z.string().max(200).nullish(),
        /** Not in the docs' table: read when a supplier sends it. */
        locationCode: z.string().max(10).nullish(),
        operatorList: z.array(operatorSchema).nullish(),
      }),
    )
    .nullish(),
});
export type EsimAccessPackage = z.infer<typeof packageSchema>;

/** Each package is checked on its own: one the adapter cannot read is skipped, not the whole list. */
export const packageListSchema = z.object({ packageList: z.array(z.unknown()).max(50_000) });

const esimSchema = z.object({
  esimTranNo: reference,
  orderNo: z.string().nullish(),
  transactionId: z.string().nullish(),
  iccid: z.string().max(22),
  ac: z.string().max(1000).nullish(),
  smdpStatus: z.string().max(40).nullish(),
  esimStatus: z.string().max(40).nullish(),
  activateTime: z.string().max(40).nullish(),
  expiredTime: z.string().max(40).nullish(),
  totalVolume: bytes.nullish(),
  totalDuration: z.number().int().nonnegative().nullish(),
  durationUnit: z.string().nullish(),
  orderUsage: bytes.nullish(),
  packageList: z.array(z.object({ packageCode: z.string().nullish() })).nullish(),
});
export type EsimAccessEsim = z.infer<typeof esimSchema>;

export const queryAnswerSchema = z.object({
  esimList: z.array(esimSchema).max(1000),
  pager: z.object({ pageSize: z.number().int(), pageNum: z.number().int(), total: z.number().int().nonnegative() }).nullish(),
});

export const usageAnswerSchema = z.object({
  esimUsageList: z
    .array(z.object({ esimTranNo: reference, dataUsage: bytes, totalData: bytes, lastUpdateTime: z.string().nullish() }))
    .max(1000),
});

export const balanceAnswerSchema = z.object({ balance: z.number().int() });

/** docs › Webhooks: `notifyId`/`eventGenerateTime` are absent from the older examples. */
export const notificationSchema = z.object({
  notifyType: z.string().max(64),
  notifyId: z.string().max(128).nullish(),
  eventGenerateTime: z.string().max(64).nullish(),
  content: z.record(z.string(), z.unknown()).nullish(),
});
