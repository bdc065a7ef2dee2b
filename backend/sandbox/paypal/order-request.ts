import { currencyDigits, parseValue } from './money';
import { invalidRequest, unprocessable, type IssueDetail } from './paypal-errors';
import type { Answer, Money, OrderItem, PurchaseUnit } from './state';

/*
 * Checks a create-order body the way PayPal does: a malformed or missing field is 400
 * INVALID_REQUEST, totals that do not add up are 422 UNPROCESSABLE_ENTITY, each with the issue
 * name PayPal gives. Only what this shop sends is supported (one purchase unit, intent CAPTURE).
 */

export interface OrderRequest {
  unit: PurchaseUnit;
  returnUrl: string;
  cancelUrl: string;
  brandName?: string;
  locale?: string;
}

type Json = Record<string, unknown>;

const BREAKDOWN_ADDED = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const BREAKDOWN_SUBTRACTED = ['shipping_discount', 'discount'] as const;

class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super('refused');
  }
}

const missing = (field: string): never => {
  throw new Refusal(
    invalidRequest({ field, issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' }),
  );
};
const invalid = (field: string, value: unknown, description = 'The value of a field is invalid.'): never => {
  throw new Refusal(
    invalidRequest({
      field,
      value: typeof value === 'string' ? value : JSON.stringify(value),
      issue: 'INVALID_PARAMETER_VALUE',
      description,
    }),
  );
};
const business = (detail: IssueDetail): never => {
  throw new Refusal(unprocessable(detail));
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalText(json: Json, key: string, field: string, max: number): string | undefined {
  const value = json[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > max)
    invalid(field, value, `Must be a string of 1 to ${max} characters.`);
  return value as string;
}

function url(value: unknown, field: string): string {
  if (value === undefined) return missing(field);
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) return invalid(field, value, 'Must be an absolute http(s) URL.');
  try {
    return new URL(value).toString();
  } catch {
    return invalid(field, value, 'Must be an absolute http(s) URL.');
  }
}

/** A money object in minor units, with the currency and decimals PayPal checks. */
function money(value: unknown, field: string, currency: string | undefined): { money: Money; minor: bigint } {
  if (value === undefined) return missing(field);
  if (!isObject(value)) return invalid(field, value);
  const code = value['currency_code'];
  const amount = value['value'];
  if (code === undefined) return missing(`${field}/currency_code`);
  if (amount === undefined) return missing(`${field}/value`);
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return invalid(`${field}/currency_code`, code);
  if (typeof amount !== 'string') return invalid(`${field}/value`, amount);
  const digits = currencyDigits(code);
  if (digits === undefined) {
    return business({
      field: `${field}/currency_code`,
      value: code,
      issue: 'CURRENCY_NOT_SUPPORTED',
      description: 'Currency code is not currently supported.',
    });
  }
  if (currency !== undefined && code !== currency) {
    // PayPal's own wording for this case varies by field; the simulator names it once.
    return business({
      field: `${field}/currency_code`,
      value: code,
      issue: 'CURRENCY_MISMATCH',
      description: 'Should be the same currency as the purchase unit amount.',
    });
  }
  const parsed = parseValue(amount, digits);
  if (!parsed.ok) {
    if (parsed.issue === 'INVALID_PARAMETER_SYNTAX') {
      throw new Refusal(
        invalidRequest({
          field: `${field}/value`,
          value: amount,
          issue: 'INVALID_PARAMETER_SYNTAX',
          description: 'The value of a field does not conform to the expected format.',
        }),
      );
    }
    return business({
      field: `${field}/value`,
      value: amount,
      issue: parsed.issue,
      description:
        parsed.issue === 'DECIMALS_NOT_SUPPORTED'
          ? 'Currency does not support decimals.'
          : 'If the currency supports decimals, only two decimal place precision is supported.',
    });
  }
  if (parsed.minor < 0n) {
    return business({
      field: `${field}/value`,
      value: amount,
      issue: 'CANNOT_BE_NEGATIVE',
      description: 'Must be greater than or equal to 0.',
    });
  }
  return { money: { currency_code: code, value: amount }, minor: parsed.minor };
}

function readItems(raw: unknown, currency: string): { items: OrderItem[]; itemTotal: bigint; taxTotal: bigint; anyTax: boolean } {
  if (!Array.isArray(raw) || raw.length === 0) return invalid('/purchase_units/0/items', raw, 'Must be a non-empty array.');
  const items: OrderItem[] = [];
  let itemTotal = 0n;
  let taxTotal = 0n;
  let anyTax = false;
  (raw as unknown[]).forEach((entry, index) => {
    const field = `/purchase_units/0/items/${index}`;
    if (!isObject(entry)) return invalid(field, entry);
    const name = entry['name'];
    if (name === undefined) return missing(`${field}/name`);
    if (typeof name !== 'string' || name.length === 0 || name.length > 127)
      return invalid(`${field}/name`, name, 'Must be a string of 1 to 127 characters.');
    const quantity = entry['quantity'];
    if (quantity === undefined) return missing(`${field}/quantity`);
    if (typeof quantity !== 'string' || !/^[1-9][0-9]{0,9}$/.test(quantity))
      return invalid(`${field}/quantity`, quantity, 'Must be a whole number as a string.');
    const unitAmount = money(entry['unit_amount'], `${field}/unit_amount`, currency);
    const tax = entry['tax'] === undefined ? undefined : money(entry['tax'], `${field}/tax`, currency);
    const item: OrderItem = { name, quantity, unit_amount: unitAmount.money };
    if (tax) {
      item.tax = tax.money;
      anyTax = true;
      taxTotal += tax.minor * BigInt(quantity);
    }
    const sku = optionalText(entry, 'sku', `${field}/sku`, 127);
    if (sku) item.sku = sku;
    const description = optionalText(entry, 'description', `${field}/description`, 127);
    if (description) item.description = description;
    const category = optionalText(entry, 'category', `${field}/category`, 20);
    if (category) item.category = category;
    itemTotal += unitAmount.minor * BigInt(quantity);
    items.push(item);
  });
  return { items, itemTotal, taxTotal, anyTax };
}

function readUnit(raw: unknown): PurchaseUnit {
  if (!isObject(raw)) return invalid('/purchase_units/0', raw);
  const field = '/purchase_units/0/amount';
  const rawAmount = raw['amount'];
  const total = money(rawAmount, field, undefined);
  const currency = total.money.currency_code;
  if (total.minor === 0n) {
    return business({
      field: `${field}/value`,
      value: total.money.value,
      issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
      description: 'Must be greater than zero.',
    });
  }
  const unit: PurchaseUnit = {
    reference_id: optionalText(raw, 'reference_id', '/purchase_units/0/reference_id', 256) ?? 'default',
    amount: { ...total.money },
  };
  const customId = optionalText(raw, 'custom_id', '/purchase_units/0/custom_id', 127);
  if (customId) unit.custom_id = customId;
  const invoiceId = optionalText(raw, 'invoice_id', '/purchase_units/0/invoice_id', 127);
  if (invoiceId) unit.invoice_id = invoiceId;
  const description = optionalText(raw, 'description', '/purchase_units/0/description', 127);
  if (description) unit.description = description;

  const rawBreakdown = isObject(rawAmount) ? rawAmount['breakdown'] : undefined;
  const parts = new Map<string, bigint>();
  if (rawBreakdown !== undefined) {
    if (!isObject(rawBreakdown)) return invalid(`${field}/breakdown`, rawBreakdown);
    const breakdown: NonNullable<PurchaseUnit['amount']['breakdown']> = {};
    for (const key of [...BREAKDOWN_ADDED, ...BREAKDOWN_SUBTRACTED]) {
      if (rawBreakdown[key] === undefined) continue;
      const part = money(rawBreakdown[key], `${field}/breakdown/${key}`, currency);
      breakdown[key] = part.money;
      parts.set(key, part.minor);
    }
    unit.amount.breakdown = breakdown;
  }

  if (raw['items'] !== undefined) {
    const { items, itemTotal, taxTotal, anyTax } = readItems(raw['items'], currency);
    unit.items = items;
    const declaredItemTotal = parts.get('item_total');
    if (declaredItemTotal === undefined) {
      return business({
        field: `${field}/breakdown/item_total`,
        issue: 'ITEM_TOTAL_REQUIRED',
        description:
          'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
      });
    }
    if (declaredItemTotal !== itemTotal) {
      return business({
        field: `${field}/breakdown/item_total`,
        issue: 'ITEM_TOTAL_MISMATCH',
        description: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      });
    }
    const declaredTaxTotal = parts.get('tax_total');
    if (anyTax && declaredTaxTotal === undefined) {
      return business({
        field: `${field}/breakdown/tax_total`,
        issue: 'TAX_TOTAL_REQUIRED',
        description:
          'If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.',
      });
    }
    if (anyTax && declaredTaxTotal !== taxTotal) {
      return business({
        field: `${field}/breakdown/tax_total`,
        issue: 'TAX_TOTAL_MISMATCH',
        description: 'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
      });
    }
  }

  if (parts.size > 0) {
    const added = BREAKDOWN_ADDED.reduce((sum, key) => sum + (parts.get(key) ?? 0n), 0n);
    const subtracted = BREAKDOWN_SUBTRACTED.reduce((sum, key) => sum + (parts.get(key) ?? 0n), 0n);
    if (added - subtracted !== total.minor) {
      return business({
        field: `${field}/value`,
        value: total.money.value,
        issue: 'AMOUNT_MISMATCH',
        description: 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      });
    }
  }
  return unit;
}

/** The merchant's return and cancel URLs, from payment_source.paypal.experience_context or the older application_context. */
function readExperience(body: Json): Pick<OrderRequest, 'returnUrl' | 'cancelUrl' | 'brandName' | 'locale'> {
  const paymentSource = body['payment_source'];
  const paypal = isObject(paymentSource) ? paymentSource['paypal'] : undefined;
  const experience = isObject(paypal) ? paypal['experience_context'] : undefined;
  const [context, path] = isObject(experience)
    ? [experience, '/payment_source/paypal/experience_context']
    : isObject(body['application_context'])
      ? [body['application_context'], '/application_context']
      : [{} as Json, '/payment_source/paypal/experience_context'];
  // PayPal itself lets both out; the simulator's approval page needs somewhere to send the buyer.
  const returnUrl = url(context['return_url'], `${path}/return_url`);
  const cancelUrl = url(context['cancel_url'], `${path}/cancel_url`);
  const brandName = optionalText(context, 'brand_name', `${path}/brand_name`, 127);
  const locale = optionalText(context, 'locale', `${path}/locale`, 10);
  return { returnUrl, cancelUrl, ...(brandName ? { brandName } : {}), ...(locale ? { locale } : {}) };
}

export function readOrderRequest(body: Json | undefined): OrderRequest | Answer {
  if (!body) {
    return invalidRequest({ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' });
  }
  try {
    const intent = body['intent'];
    if (intent === undefined) missing('/intent');
    // AUTHORIZE exists at PayPal; this shop only ever captures, so the simulator knows nothing else.
    if (intent !== 'CAPTURE') invalid('/intent', intent, 'The simulator supports intent CAPTURE only.');
    const units = body['purchase_units'];
    if (units === undefined) missing('/purchase_units');
    if (!Array.isArray(units) || units.length !== 1) invalid('/purchase_units', units, 'The simulator takes exactly one purchase unit.');
    const unit = readUnit((units as unknown[])[0]);
    return { unit, ...readExperience(body) };
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
}
