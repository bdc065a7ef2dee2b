import { z } from 'zod';

/*
 * What the adapter believes of Airalo's answers (docs/suppliers/airalo.md, documented-examples/).
 * Only the fields it uses are checked; the rest is dropped. Types drift between endpoints (an
 * order's `price` is 9.5 when placed and "9.50" when read back, `quantity` "1" and 1), so numbers
 * may come as numeric strings.
 */

/** A number, or a string holding one ("9.50"): what Airalo's order endpoints send for amounts. */
const numeric = z.union([z.number(), z.string().regex(/^\d{1,9}(\.\d{1,6})?$/)]).transform(Number);

const text = (max: number) => z.string().max(max);

export const tokenAnswer = z.object({
  data: z.object({
    access_token: z.string().min(1).max(4096),
    expires_in: z.number().int().nonnegative().optional(),
  }),
});

/** One eSIM of an order: what the phone needs. The ICCID's own check is left to the shop's store. */
const sim = z.object({
  iccid: z.string().regex(/^\d{18,22}$/),
  lpa: z.string().regex(/^[A-Za-z0-9.-]{1,253}$/),
  matching_id: z.string().regex(/^[A-Za-z0-9-]{1,128}$/),
  confirmation_code: z.string().max(64).nullish(),
});

const order = z.object({
  id: z.number().int().positive(),
  code: text(64).optional(),
  description: text(1000).nullish(),
  package_id: text(200),
  quantity: numeric,
  net_price: numeric.nullish(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  sims: z.array(sim).max(50).optional(),
  status: z.object({ slug: text(40) }).optional(),
});
export type AiraloOrder = z.infer<typeof order>;

export const orderAnswer = z.object({ data: order });

export const asyncAccepted = z.object({
  data: z.object({ request_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
});

export const orderList = z.object({
  data: z.array(order).max(1000),
  meta: z.object({ current_page: numeric.optional(), last_page: numeric.optional() }).optional(),
});

const network = z.object({ name: text(200), types: z.array(text(20)).max(20) });
const coverage = z.object({ code: text(10).nullish(), name: text(200).nullish(), networks: z.array(network).max(200).default([]) });

const airaloPackage = z.object({
  id: text(200),
  type: text(20),
  title: text(300),
  price: numeric,
  net_price: numeric.nullish(),
  amount: z.number().nonnegative(),
  day: z.number().int().positive(),
  is_unlimited: z.boolean(),
});
export type AiraloPackage = z.infer<typeof airaloPackage>;

const operator = z.object({
  title: text(300),
  type: text(20),
  coverages: z.array(coverage).max(300).default([]),
  countries: z
    .array(z.object({ country_code: text(10) }))
    .max(300)
    .default([]),
  packages: z.array(airaloPackage).max(2000),
});
export type AiraloOperator = z.infer<typeof operator>;

const country = z.object({
  slug: text(200),
  country_code: text(10).nullish(),
  title: text(300).optional(),
  operators: z.array(operator).max(500),
});
export type AiraloCountry = z.infer<typeof country>;

/** From page 2 on, Airalo's docs say `data` becomes an object keyed by index: both are read as a list. */
export const packagesPage = z.object({
  data: z.union([z.array(country), z.record(z.string(), country).transform((entries) => Object.values(entries))]),
  meta: z.object({ current_page: numeric, last_page: numeric }),
});

export const usageAnswer = z.object({
  data: z.object({
    remaining: z.number().nullish(),
    total: z.number().nullish(),
    expired_at: z.string().max(40).nullish(),
    is_unlimited: z.boolean().nullish(),
    status: text(40),
  }),
});
export type AiraloUsage = z.infer<typeof usageAnswer>['data'];

export const refundAccepted = z.object({ data: z.object({ refund_id: z.union([z.string().max(64), z.number()]) }) });

export const balanceAnswer = z.object({
  data: z.object({
    balances: z.object({ availableBalance: z.object({ amount: numeric, currency: z.string().regex(/^[A-Za-z]{3}$/) }) }),
  }),
});

/** Every error body Airalo uses: `{data, meta:{message}}`, `{code, reason}`, `{reason}`, `{message}`. */
export const errorBody = z
  .object({
    code: z.number().int().optional(),
    reason: z.string().max(2000).optional(),
    message: z.string().max(2000).optional(),
    data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    meta: z.object({ message: z.string().max(2000).optional() }).optional(),
  })
  .catch({});
export type AiraloErrorBody = z.infer<typeof errorBody>;

/** The async-order webhook: the order (with `request_id`), or a failure with a `reason` (docs/suppliers/airalo.md §4.2). */
export const asyncOrderWebhook = z.object({
  request_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  data: z
    .object({
      request_id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .optional(),
      id: z.number().int().optional(),
      description: text(1000).nullish(),
    })
    .optional(),
});

export const creditLimitWebhook = z.object({ message: text(2000), remaining: numeric });
export const lowDataWebhook = z.object({ level: text(40), iccid: text(40) });
