import { Args, Context, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  CustomerService,
  isGraphQlErrorResult,
  Permission,
  RequestContext,
  Transaction,
  User,
  type Address,
} from '@vendure/core';
import type { Request, Response } from 'express';
import { PasswordValidationError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { AccountInputError, type PasswordIncorrectError } from '../account-errors';
import { AccountService } from '../account.service';
import { AccountSessions } from '../account-sessions';
import type { AccountCustomerView, SavedAddressView } from '../account-views';
import type {
  MutationCreateCustomerAddressArgs,
  MutationDeleteAccountAddressArgs,
  MutationRefreshCustomerVerificationArgs,
  MutationRegisterAccountArgs,
  MutationRegisterCustomerAccountArgs,
  MutationRequestAccountPasswordResetArgs,
  MutationRequestPasswordResetArgs,
  MutationResetPasswordArgs,
  MutationSaveAccountAddressArgs,
  MutationSetAccountNewsletterArgs,
  MutationUpdateAccountProfileArgs,
  MutationUpdateCustomerAddressArgs,
  MutationVerifyCustomerAccountArgs,
} from '../../../contract/shop-types';

type Success = { success: true };

/** Error results carry __typename; the other members are told apart by a field only they have. */
function typeOf(value: { __typename?: string } & Record<string, unknown>): string {
  if (value.__typename) return value.__typename;
  if ('success' in value) return 'Success';
  if ('address1' in value) return 'AccountSavedAddress';
  return 'AccountCustomer';
}

@Resolver('RegisterAccountResult')
export class RegisterAccountResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string } & Record<string, unknown>): string {
    return typeOf(value);
  }
}

@Resolver('UpdateAccountProfileResult')
export class UpdateAccountProfileResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string } & Record<string, unknown>): string {
    return typeOf(value);
  }
}

@Resolver('SaveAccountAddressResult')
export class SaveAccountAddressResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string } & Record<string, unknown>): string {
    return typeOf(value);
  }
}

/** The account's queries and mutations (api-extensions.ts); the work is AccountService's. */
@Resolver()
export class AccountResolver {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: AccountSessions,
  ) {}

  @Query()
  @Allow(Permission.Public)
  async accountCustomer(@Ctx() ctx: RequestContext): Promise<AccountCustomerView | null> {
    return (await this.accounts.profile(ctx)) ?? null;
  }

  @Query()
  @Allow(Permission.Owner)
  accountAddresses(@Ctx() ctx: RequestContext): Promise<SavedAddressView[]> {
    return this.accounts.savedAddresses(ctx);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  registerAccount(@Ctx() ctx: RequestContext, @Args() args: MutationRegisterAccountArgs): Promise<AccountInputError | Success> {
    return this.accounts.register(ctx, args.input);
  }

  @Mutation()
  @Allow(Permission.Public)
  requestAccountPasswordReset(@Ctx() ctx: RequestContext, @Args() args: MutationRequestAccountPasswordResetArgs): Promise<Success> {
    return this.accounts.requestPasswordReset(ctx, args.email, args.languageCode);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  async updateAccountProfile(
    @Ctx() ctx: RequestContext,
    @Args() args: MutationUpdateAccountProfileArgs,
  ): Promise<AccountCustomerView | AccountInputError | PasswordIncorrectError> {
    const result = await this.accounts.updateProfile(ctx, args.input);
    // A new password ends the sessions opened with the old one elsewhere; this one stays.
    if (!isGraphQlErrorResult(result) && args.input.newPassword && ctx.activeUserId) await this.sessions.endOthers(ctx, ctx.activeUserId);
    return result;
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  setAccountNewsletter(@Ctx() ctx: RequestContext, @Args() args: MutationSetAccountNewsletterArgs): Promise<AccountCustomerView> {
    return this.accounts.setNewsletter(ctx, args.subscribed);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  saveAccountAddress(
    @Ctx() ctx: RequestContext,
    @Args() args: MutationSaveAccountAddressArgs,
  ): Promise<SavedAddressView | AccountInputError> {
    return this.accounts.saveAddress(ctx, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  deleteAccountAddress(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteAccountAddressArgs): Promise<Success> {
    return this.accounts.deleteAddress(ctx, args.id);
  }
}

/**
 * Vendure's own registration, registration link, reset request and address book mutations,
 * overridden (a plugin's resolver replaces the built-in one of the same name) so that they cannot be
 * used around the shop's rules: they run the same code as registerAccount,
 * requestAccountPasswordReset and saveAccountAddress.
 */
@Resolver()
export class VendureAccountOverridesResolver {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: AccountSessions,
    private readonly customerService: CustomerService,
  ) {}

  /**
   * The registration link, which now needs the password chosen at registration (AccountService's
   * verifyAccount says why). On success it logs the customer in as Vendure's own does.
   */
  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  async verifyCustomerAccount(
    @Ctx() ctx: RequestContext,
    @Args() args: MutationVerifyCustomerAccountArgs,
    @Context('req') req: Request,
    @Context('res') res: Response,
  ) {
    const verified = await this.accounts.verifyAccount(ctx, args.token, args.password ?? '');
    if (!(verified instanceof User)) return verified;
    return this.sessions.start(ctx, verified, req, res);
  }

  /**
   * The emailed reset link: Vendure's reset, then every session of the account ended (a reset is
   * often asked because someone else knows the password) and a new one started for this browser.
   */
  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  async resetPassword(
    @Ctx() ctx: RequestContext,
    @Args() args: MutationResetPasswordArgs,
    @Context('req') req: Request,
    @Context('res') res: Response,
  ) {
    const user = await this.customerService.resetPassword(ctx, args.token, args.password);
    if (isGraphQlErrorResult(user)) return user;
    await this.sessions.endOthers(ctx, user.id);
    return this.sessions.start(ctx, user, req, res);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  async registerCustomerAccount(
    @Ctx() ctx: RequestContext,
    @Args()
    args: MutationRegisterCustomerAccountArgs,
  ): Promise<Success | PasswordValidationError> {
    const { input } = args;
    const result = await this.accounts.register(
      ctx,
      {
        title: input.title ?? '',
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        email: input.emailAddress,
        password: input.password ?? '',
        newsletter: false,
      },
      { titleOptional: true },
    );
    if (result instanceof AccountInputError) {
      // This mutation's answer has no field errors: the messages travel in the one it has.
      return new PasswordValidationError({
        validationErrorMessage: result.fieldErrors.map((error) => `${error.field}: ${error.message}`).join('; '),
      });
    }
    return result;
  }

  @Mutation()
  @Allow(Permission.Public)
  requestPasswordReset(@Ctx() ctx: RequestContext, @Args() args: MutationRequestPasswordResetArgs): Promise<Success> {
    return this.accounts.requestPasswordReset(ctx, args.emailAddress);
  }

  /** Vendure's address book mutations, under the checkout's address rules as `saveAccountAddress` is. */
  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  createCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationCreateCustomerAddressArgs): Promise<Address> {
    return this.accounts.saveVendureAddress(ctx, { ...args.input, id: null });
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Owner)
  updateCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateCustomerAddressArgs): Promise<Address> {
    return this.accounts.saveVendureAddress(ctx, args.input);
  }

  /** A new registration link, under the registration emails' cap (Vendure's own sent one per call, without limit). */
  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  refreshCustomerVerification(@Ctx() ctx: RequestContext, @Args() args: MutationRefreshCustomerVerificationArgs): Promise<Success> {
    return this.accounts.refreshVerification(ctx, args.emailAddress);
  }
}
