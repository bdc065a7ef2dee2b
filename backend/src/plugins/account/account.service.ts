import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RegisterCustomerInput } from '@vendure/common/lib/generated-shop-types';
import {
  Address,
  ConfigService,
  CustomerService,
  EntityNotFoundError,
  EventBus,
  ForbiddenError,
  isGraphQlErrorResult,
  JobQueueService,
  LanguageCode,
  Logger,
  NativeAuthenticationMethod,
  RequestContext,
  TransactionalConnection,
  User,
  UserService,
  type Customer,
  type ID,
  type JobQueue,
  type SerializedRequestContext,
} from '@vendure/core';

import { VerificationTokenInvalidError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { SHOP_LANGUAGES } from '../../seed/languages';
import { checkCheckoutAddress, normalisedCountryCode, type FieldError } from '../checkout/address-rules';
import { CheckoutAddressRefusedError } from '../checkout/checkout-address-refused-error';
import { translatedFieldErrors } from '../checkout/checkout-address-error';
import { CheckoutCountryService } from '../checkout/checkout-country.service';
import { AccountEmailCap } from './account-email-cap.service';
import { AccountInputError, PasswordIncorrectError } from './account-errors';
import { accountProblemKey } from './account-messages';
import { checkProfile, checkRegistration, type AccountFieldError, type ProfileInput, type RegistrationInput } from './account-rules';
import { toAccountCustomer, toSavedAddress, type AccountCustomerView, type SavedAddressView } from './account-views';
import { AccountExistsEvent } from './events';
import { savedAddressInputOf, type VendureAddressInput } from './vendure-address-input';
import { LOGGER_CTX, PASSWORD_RESET_QUEUE } from './constants';

export interface SavedAddressInput {
  id?: ID | null;
  firstName: string;
  lastName: string;
  company?: string | null;
  vatNumber?: string | null;
  address1: string;
  city: string;
  state?: string | null;
  postcode?: string | null;
  countryCode: string;
  defaultBilling?: boolean | null;
}

/** The checkout's address rules need an email; a saved address has none, so a valid stand-in is checked and its result ignored. */
const STAND_IN_EMAIL = 'saved-address@example.com';

/**
 * The customer account on top of Vendure's own: registration (Vendure's, with the shop's checks
 * and no account enumeration), the password reset request (through the job queue, so the answer
 * takes the same time whether or not the account exists), the personal information form, the
 * newsletter flag and the saved billing addresses.
 */
@Injectable()
export class AccountService implements OnModuleInit {
  private resetQueue: JobQueue<{ ctx: SerializedRequestContext; email: string }> | undefined;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly configService: ConfigService,
    private readonly customerService: CustomerService,
    private readonly userService: UserService,
    private readonly jobQueueService: JobQueueService,
    private readonly countries: CheckoutCountryService,
    private readonly eventBus: EventBus,
    private readonly emailCap: AccountEmailCap,
  ) {}

  async onModuleInit(): Promise<void> {
    this.resetQueue = await this.jobQueueService.createQueue({
      name: PASSWORD_RESET_QUEUE,
      process: async (job) => {
        const ctx = RequestContext.deserialize(job.data.ctx);
        // Past the address's cap (email-caps.ts) nothing is done: the links already sent keep working.
        if (!(await this.emailCap.allows('reset', job.data.email))) return;
        // Vendure's: a token and a PasswordResetEvent (emailed by email/account-email-handlers.ts) when the account exists, nothing otherwise.
        await this.customerService.requestPasswordReset(ctx, job.data.email);
      },
    });
  }

  private inputError(ctx: RequestContext, errors: AccountFieldError[]): AccountInputError {
    return new AccountInputError(errors.map(({ field, problem }) => ({ field, message: ctx.translate(accountProblemKey(problem)) })));
  }

  private hashing() {
    return this.configService.authOptions.passwordHashingStrategy;
  }

  private nativeMethodWithHash(ctx: RequestContext, userId: ID): Promise<NativeAuthenticationMethod | null> {
    return this.connection
      .getRepository(ctx, NativeAuthenticationMethod)
      .createQueryBuilder('method')
      .addSelect('method.passwordHash')
      .where('method.userId = :userId', { userId })
      .getOne();
  }

  /**
   * Always answers the same for a valid form, whether the email is new, a guest's, pending or an
   * account's (no account enumeration). What happens behind it:
   * - new email, or a guest's: Vendure's registration; the guest's Customer (and its orders)
   *   becomes the account's, visible only once the email is verified (login is refused before);
   * - an account not yet verified: the latest registration's password replaces the pending one
   *   and Vendure issues a new token (the older link stops working), so nobody can register an
   *   address first and keep a password on the account its owner then verifies;
   * - a verified account: nothing changes; its owner is told by email (not the caller) that
   *   someone tried to register, with the way to reset the password. The password is hashed
   *   anyway so the answer takes as long as a real registration;
   * - any of these past the address's cap of registration emails (email-caps.ts): nothing
   *   changes and nothing is sent; the password is hashed, the answer the same.
   */
  async register(
    ctx: RequestContext,
    input: RegistrationInput,
    options: { titleOptional?: boolean } = {},
  ): Promise<AccountInputError | { success: true }> {
    const check = checkRegistration(input, undefined, options);
    if (!check.ok) return this.inputError(ctx, check.errors);
    const form = check.value;
    const customFields = { newsletter: form.newsletter, languageCode: ctx.languageCode };
    if (!(await this.emailCap.allows('registration', form.email))) {
      await this.hashing().hash(form.password);
      return { success: true };
    }

    const user = await this.userService.getUserByEmailAddress(ctx, form.email, 'customer');
    if (user?.verified) {
      await this.hashing().hash(form.password);
      const customer = await this.customerService.findOneByUserId(ctx, user.id, false);
      if (customer) await this.publishAccountExists(ctx, customer);
      return { success: true };
    }
    if (user) {
      const method = await this.nativeMethodWithHash(ctx, user.id);
      if (method) {
        method.passwordHash = await this.hashing().hash(form.password);
        await this.connection.getRepository(ctx, NativeAuthenticationMethod).save(method, { reload: false });
      }
      const customer = await this.customerService.findOneByUserId(ctx, user.id, false);
      if (customer)
        await this.customerService.update(ctx, {
          id: customer.id,
          title: form.title ?? '',
          firstName: form.firstName,
          lastName: form.lastName,
          customFields,
        });
    }
    // The generated input type lists custom fields only when they are public; Vendure's service
    // stores `customFields` on a new (or guest) Customer all the same.
    const registration: RegisterCustomerInput & { customFields: typeof customFields } = {
      emailAddress: form.email,
      title: form.title ?? '',
      firstName: form.firstName,
      lastName: form.lastName,
      password: form.password,
      customFields,
    };
    const result = await this.customerService.registerCustomerAccount(ctx, registration);
    if (isGraphQlErrorResult(result)) {
      // The checks above are at least as strict as Vendure's; anything else is a server fault, and
      // answering it would tell the caller more than a plain success does.
      Logger.error(`Registration refused by Vendure: ${result.errorCode}`, LOGGER_CTX);
    }
    return { success: true };
  }

  /**
   * Opens the registration's emailed link, with the password chosen at registration. Asking for it
   * is what makes the link safe to click: someone who registered another person's address cannot
   * have that person verify an account whose password the intruder knows (and with it the guest
   * orders, eSIMs included, placed with that address). A wrong password verifies nothing and the
   * link stays valid. Returns the verified user, to be logged in by the caller.
   */
  async verifyAccount(
    ctx: RequestContext,
    token: string,
    password: string,
  ): Promise<
    | User
    | VerificationTokenInvalidError
    | PasswordIncorrectError
    | Exclude<Awaited<ReturnType<CustomerService['verifyCustomerEmailAddress']>>, Customer>
  > {
    const method = await this.connection
      .getRepository(ctx, NativeAuthenticationMethod)
      .createQueryBuilder('method')
      .addSelect('method.passwordHash')
      .leftJoinAndSelect('method.user', 'user')
      .where('method.verificationToken = :token', { token })
      .getOne();
    if (!method?.user || method.user.deletedAt) return new VerificationTokenInvalidError();
    if (!method.passwordHash || !password || !(await this.hashing().check(password, method.passwordHash))) {
      return new PasswordIncorrectError();
    }
    const verified = await this.customerService.verifyCustomerEmailAddress(ctx, token);
    if (isGraphQlErrorResult(verified)) return verified;
    if (!verified.user) throw new EntityNotFoundError('User', method.user.id);
    return verified.user;
  }

  private async publishAccountExists(ctx: RequestContext, customer: Customer): Promise<void> {
    await this.eventBus.publish(new AccountExistsEvent(ctx, customer));
  }

  /**
   * The same work whether or not the account exists: one job, handled in the background. The email
   * is written in `languageCode` when it is a shop language (spec §7 resetPassword(email, locale)),
   * else in the request's.
   */
  async requestPasswordReset(ctx: RequestContext, email: string, languageCode?: string | null): Promise<{ success: true }> {
    if (!this.resetQueue) throw new Error('The password reset queue is not ready');
    const serialized = ctx.serialize();
    if (languageCode && (SHOP_LANGUAGES as readonly string[]).includes(languageCode))
      serialized._languageCode = languageCode as LanguageCode;
    await this.resetQueue.add({ ctx: serialized, email: email.trim().toLowerCase().slice(0, 320) }, { retries: 2 });
    return { success: true };
  }

  /**
   * Vendure's refreshCustomerVerification: a new registration link for an account not yet
   * verified (Vendure's own does nothing for any other address), under the registration emails'
   * cap. Always the same answer.
   */
  async refreshVerification(ctx: RequestContext, email: string): Promise<{ success: true }> {
    if (await this.emailCap.allows('registration', email)) await this.customerService.refreshVerificationToken(ctx, email);
    return { success: true };
  }

  async activeCustomer(ctx: RequestContext): Promise<Customer | undefined> {
    if (!ctx.activeUserId) return undefined;
    return this.customerService.findOneByUserId(ctx, ctx.activeUserId);
  }

  private async requireCustomer(ctx: RequestContext): Promise<Customer> {
    const customer = await this.activeCustomer(ctx);
    if (!customer) throw new ForbiddenError();
    return customer;
  }

  async profile(ctx: RequestContext): Promise<AccountCustomerView | undefined> {
    const customer = await this.activeCustomer(ctx);
    return customer && toAccountCustomer(customer);
  }

  /**
   * The personal information form (spec §3, §5 "profile update"): the current password first
   * (wrong: spec 350), then the fields. A new email address is not written here: Vendure's email
   * change sends a link to the new address, and the account's address changes when it is opened
   * (`updateCustomerEmailAddress`); until then the answer still shows the current one. An address
   * another account uses is passed over in silence, so the form tells nobody which addresses have
   * accounts.
   */
  async updateProfile(
    ctx: RequestContext,
    input: ProfileInput & { currentPassword: string },
  ): Promise<AccountCustomerView | AccountInputError | PasswordIncorrectError> {
    const customer = await this.requireCustomer(ctx);
    const userId = ctx.activeUserId;
    if (!userId) throw new ForbiddenError();
    const method = await this.nativeMethodWithHash(ctx, userId);
    if (!method?.passwordHash || !input.currentPassword || !(await this.hashing().check(input.currentPassword, method.passwordHash))) {
      return new PasswordIncorrectError();
    }
    const countryCode = normalisedCountryCode(input.address.countryCode);
    const rules = countryCode ? await this.countries.rulesFor(ctx, countryCode) : undefined;
    const check = checkProfile(input, rules);
    if (!check.ok) return this.inputError(ctx, check.errors);
    const form = check.value;
    await this.customerService.update(ctx, {
      id: customer.id,
      title: form.title,
      firstName: form.firstName,
      lastName: form.lastName,
      customFields: {
        company: form.company,
        vatNumber: form.vatNumber,
        newsletter: form.newsletter,
        street: form.address?.street ?? null,
        streetNumber: form.address?.streetNumber || null,
        postcode: form.address?.postcode || null,
        city: form.address?.city ?? null,
        countryCode: form.address?.countryCode ?? null,
      },
    });
    if (form.newPassword) {
      const changed = await this.userService.updatePassword(ctx, userId, input.currentPassword, form.newPassword);
      if (isGraphQlErrorResult(changed)) return this.inputError(ctx, [{ field: 'newPassword', problem: 'passwordCommon' }]);
    }
    if (form.email !== customer.emailAddress.toLowerCase()) {
      const requested = await this.customerService.requestUpdateEmailAddress(ctx, userId, form.email);
      if (isGraphQlErrorResult(requested)) Logger.verbose('Email change to an address in use: passed over', LOGGER_CTX);
    }
    return toAccountCustomer(await this.requireCustomer(ctx));
  }

  async setNewsletter(ctx: RequestContext, subscribed: boolean): Promise<AccountCustomerView> {
    const customer = await this.requireCustomer(ctx);
    await this.customerService.update(ctx, { id: customer.id, customFields: { newsletter: subscribed } });
    return toAccountCustomer(await this.requireCustomer(ctx));
  }

  async savedAddresses(ctx: RequestContext): Promise<SavedAddressView[]> {
    const customer = await this.requireCustomer(ctx);
    const addresses = await this.customerService.findAddressesByCustomerId(ctx, customer.id);
    return addresses.sort((a, b) => Number(a.id) - Number(b.id)).map(toSavedAddress);
  }

  /** An address of the logged-in customer's, or EntityNotFoundError: another's is as good as absent. */
  private async ownAddress(ctx: RequestContext, customer: Customer, id: ID): Promise<Address> {
    const address = await this.connection
      .getRepository(ctx, Address)
      .findOne({ where: { id }, relations: { customer: true, country: true } });
    if (!address || address.customer?.id !== customer.id) throw new EntityNotFoundError('Address', id);
    return address;
  }

  /** Creates (no id) or updates a saved billing address, after the checkout's address rules. */
  async saveAddress(ctx: RequestContext, input: SavedAddressInput): Promise<SavedAddressView | AccountInputError> {
    const saved = await this.storeAddress(ctx, await this.requireCustomer(ctx), input);
    return Array.isArray(saved) ? this.inputError(ctx, saved) : toSavedAddress(saved);
  }

  /**
   * Vendure's `createCustomerAddress` and `updateCustomerAddress`, through the same rules as the
   * address book. Their answer is an Address, so a refusal is thrown: the checkout's words for each
   * field, and the list in `extensions.fieldErrors`.
   */
  async saveVendureAddress(ctx: RequestContext, input: VendureAddressInput): Promise<Address> {
    const customer = await this.requireCustomer(ctx);
    const stored = input.id ? toSavedAddress(await this.ownAddress(ctx, customer, input.id)) : undefined;
    const saved = await this.storeAddress(ctx, customer, savedAddressInputOf(input, stored));
    if (Array.isArray(saved)) throw new CheckoutAddressRefusedError(translatedFieldErrors(ctx, saved));
    return saved;
  }

  /**
   * Every customer address the shop stores goes through here: the checkout's rules for the
   * country, then only the checked values written (Vendure's fields the shop has no use for
   * emptied, so nothing unchecked stays from before).
   */
  private async storeAddress(ctx: RequestContext, customer: Customer, input: SavedAddressInput): Promise<Address | FieldError[]> {
    if (input.id) await this.ownAddress(ctx, customer, input.id);
    const rules = await this.countries.rulesFor(ctx, normalisedCountryCode(input.countryCode));
    const check = checkCheckoutAddress({ ...input, email: STAND_IN_EMAIL }, rules);
    if (!check.ok) return check.errors.filter((error: FieldError) => error.field !== 'email');
    const address = check.address;
    const fields = {
      fullName: `${address.firstName} ${address.lastName}`,
      company: address.company ?? '',
      streetLine1: address.address1,
      streetLine2: '',
      city: address.city,
      province: address.state ?? '',
      postalCode: address.postcode ?? '',
      countryCode: address.countryCode,
      phoneNumber: '',
      ...(typeof input.defaultBilling === 'boolean' ? { defaultBillingAddress: input.defaultBilling } : {}),
      customFields: { firstName: address.firstName, lastName: address.lastName, vatNumber: address.vatNumber ?? null },
    };
    const saved = input.id
      ? await this.customerService.updateAddress(ctx, { id: input.id, ...fields })
      : await this.customerService.createAddress(ctx, customer.id, fields);
    return this.ownAddress(ctx, customer, saved.id);
  }

  async deleteAddress(ctx: RequestContext, id: ID): Promise<{ success: true }> {
    const customer = await this.requireCustomer(ctx);
    await this.ownAddress(ctx, customer, id);
    await this.customerService.deleteAddress(ctx, id);
    return { success: true };
  }
}
