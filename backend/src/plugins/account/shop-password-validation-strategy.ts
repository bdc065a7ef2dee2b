import type { PasswordValidationStrategy, RequestContext } from '@vendure/core';

import { accountProblemKey } from './account-messages';
import { passwordProblem } from './password-policy';

/**
 * The password policy (password-policy.ts) for every path Vendure sets a customer's password on:
 * registration, verification, reset and password change. The refusal is the field message in
 * the request's language.
 */
export class ShopPasswordValidationStrategy implements PasswordValidationStrategy {
  validate(ctx: RequestContext, password: string): boolean | string {
    const problem = passwordProblem(password);
    return problem ? ctx.translate(accountProblemKey(problem)) : true;
  }
}
