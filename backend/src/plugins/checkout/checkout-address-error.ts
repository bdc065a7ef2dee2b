// The Shop API resolves an ErrorResult union member (and translates its message) only for
// instances of the Shop base class, reached by its file path (see the cart's CouponLimitReachedError).
import type { RequestContext } from '@vendure/core';
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import type { CheckoutField } from './address-rules';
import { fieldLabelKey, problemKey, type ReportedProblem } from './checkout-messages';

export interface CheckoutFieldError {
  field: CheckoutField;
  /** The field's name in the request's language, so the client can write "Zip code: …". */
  label: string;
  message: string;
}

/** Each field's problem in the request's language. */
export function translatedFieldErrors(
  ctx: RequestContext,
  errors: ReadonlyArray<{ field: CheckoutField; problem: ReportedProblem }>,
): CheckoutFieldError[] {
  return errors.map(({ field, problem }) => ({
    field,
    label: ctx.translate(fieldLabelKey(field)),
    message: ctx.translate(problemKey(problem)),
  }));
}

/** `setCheckoutAddress` with an address that breaks a rule: every field in error, translated. */
export class CheckoutAddressError extends ErrorResult {
  override readonly __typename = 'CheckoutAddressError';
  /** Vendure derives a type's code from its name (CheckoutAddressError → CHECKOUT_ADDRESS_ERROR). */
  override readonly errorCode = 'CHECKOUT_ADDRESS_ERROR';
  /** An i18n key, replaced by the text in the request's language (see checkout-messages.ts). */
  override message = 'CHECKOUT_ADDRESS_ERROR';

  constructor(readonly fieldErrors: CheckoutFieldError[]) {
    super();
  }
}
