import { and, assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { fieldBlurGuard, touchedFieldOf, typedValueOf, withoutServerErrors } from '../forms/form-fields';
import { hasSentBilling, initialContext } from './checkout.context';
import { prefilledValues } from './checkout.prefill';
import { advanceOrderInputOf, serverFieldErrorsOf } from './checkout.request';
import {
  CHECKOUT_FORM_FIELDS,
  isCheckoutTextField,
  type AdvanceOrderInput,
  type Checkout,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutTag,
} from './checkout.types';
import { countryOf } from '../forms/address-rules';
import { isCheckoutFormValid } from './checkout.validation';

/**
 * The checkout's billing form and its outcome (spec §2 "Checkout", §3
 * "Checkout form", §4 "Checkout", §5, §8 "Advance order failure").
 *
 * ```
 * billing
 *   ├─ editing
 *   │   ├─ idle     ──billing.submitted, form invalid──▶ idle + `incomplete`, every error shown
 *   │   └─ failed   the last advanceOrder failed (`error`)
 *   │   └──payment.succeeded (billing sent)──▶ paid
 *   └─ submitting   invokes advanceOrder (`busy`) ──done──▶ editing.idle, emits `billing.sent`
 *                          └──error──▶ editing.failed
 * ```
 *
 * Which step shows is the route's (`stepForRoute` and the checkout route's
 * loader), not the machine's: the machine keeps what the address cannot, the
 * typed values, the last answer and the request under way. It tells the page
 * that the billing step was sent (`billing.sent`) and the page moves on to the
 * payment route; on the billing route again the form is as the shopper left
 * it. What the shopper typed stays in `values` through every failure and
 * every step; errors are derived from it by the pure rules, so they can never
 * disagree with what is on screen.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    /** Stub: the storefront provides the real request (`checkoutActors` in storefront/app/features/checkout/checkout.actors.ts). */
    advanceOrder: fromPromise<Checkout, AdvanceOrderInput>(async () => {
      throw new Error('checkoutMachine: provide the advanceOrder actor');
    }),
  },
  guards: {
    hasSentBilling: ({ context }) => hasSentBilling(context.checkout),
    isFormValid: ({ context }) => isCheckoutFormValid(context, context.countries),
    /**
     * Events come from markup (`name` attributes): a name that is no field must not land in
     * `values`, nor a value for the state or zip field while the country hides it (a state
     * of no country would be sent back to a country that has it).
     */
    isShownTextFieldEvent: ({ context, event }) => {
      assertEvent(event, 'field.changed');
      if (!isCheckoutTextField(event.field) || typeof event.value !== 'string') return false;
      const country = countryOf(context.countries, context.values.countryCode);
      if (event.field === 'state') return (country?.states.length ?? 0) > 0;
      if (event.field === 'postcode') return country?.needsZipCode ?? false;
      return true;
    },
    isFormFieldEvent: fieldBlurGuard(CHECKOUT_FORM_FIELDS),
    /** Only a country the shop sells to can be selected. */
    isListedCountry: ({ context, event }) => {
      assertEvent(event, 'country.changed');
      return countryOf(context.countries, event.countryCode) !== undefined;
    },
    hasOrderCode: ({ event }) => {
      assertEvent(event, 'payment.succeeded');
      return event.orderCode.trim() !== '';
    },
  },
  actions: {
    storeValue: assign(({ context, event }) => typedValueOf(context, event)),
    markTouched: assign(({ context, event }) => touchedFieldOf(context, event)),
    applyPrefill: assign(({ context, event }) => {
      assertEvent(event, 'billing.prefilled');
      const values = prefilledValues(context, event.prefill);
      const changed = (Object.keys(values) as Array<keyof typeof values>).filter((field) => values[field] !== context.values[field]);
      // A field the prefill changed answers for itself again, as one the shopper retyped.
      return { values, serverFieldErrors: withoutServerErrors(context.serverFieldErrors, changed) };
    }),
    /** A state of the old country means nothing in the new one; its postcode rule changes too. */
    selectCountry: assign(({ context, event }) => {
      assertEvent(event, 'country.changed');
      const states = countryOf(context.countries, event.countryCode)?.states ?? [];
      const keepsState = states.some((state) => state.code === context.values.state);
      return {
        values: { ...context.values, countryCode: event.countryCode, state: keepsState ? context.values.state : '' },
        touched: { ...context.touched, countryCode: true },
        serverFieldErrors: withoutServerErrors(context.serverFieldErrors, ['countryCode', 'state', 'postcode']),
      };
    }),
    storeDisclaimer: assign(({ context, event }) => {
      assertEvent(event, 'disclaimer.changed');
      return { disclaimerAccepted: event.accepted, touched: { ...context.touched, disclaimer: true } };
    }),
    /** Spec §4: every missing or wrong field shows, with 'Please fill all the required fields…'. */
    refuseIncomplete: assign({ submitAttempted: true, incomplete: true, submitError: null }),
    startSubmit: assign({ submitAttempted: true, incomplete: false, submitError: null, serverFieldErrors: {} }),
    storeCheckout: assign((_, params: { checkout: Checkout }) => ({ checkout: params.checkout })),
    announceSent: emit((_, params: { checkout: Checkout }) => ({ type: 'billing.sent' as const, checkout: params.checkout })),
    storeSubmitError: assign((_, params: { cause: unknown }) => ({
      submitError: { cause: params.cause },
      serverFieldErrors: serverFieldErrorsOf(params.cause),
    })),
    /** A resend that failed on the billing route says nothing any more once the order is paid. */
    storeOrderCode: assign(({ event }) => {
      assertEvent(event, 'payment.succeeded');
      return { orderCode: event.orderCode.trim(), submitError: null };
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'billing',
  states: {
    billing: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'field.changed': { guard: 'isShownTextFieldEvent', actions: 'storeValue' },
            'billing.prefilled': { actions: 'applyPrefill' },
            'field.blurred': { guard: 'isFormFieldEvent', actions: 'markTouched' },
            'country.changed': { guard: 'isListedCountry', actions: 'selectCountry' },
            'disclaimer.changed': { actions: 'storeDisclaimer' },
            // A new press of continue replaces the last failure's message with its own outcome.
            'billing.submitted': [
              { guard: not('isFormValid'), target: '.idle', actions: 'refuseIncomplete' },
              { target: 'submitting', actions: 'startSubmit' },
            ],
            // From the payment route, whose billing step the shop has taken.
            'payment.succeeded': { guard: and(['hasSentBilling', 'hasOrderCode']), target: '#checkout.paid', actions: 'storeOrderCode' },
          },
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'advanceOrder',
            src: 'advanceOrder',
            input: ({ context }) => {
              const country = countryOf(context.countries, context.values.countryCode);
              // Entered only through `isFormValid`, which requires a listed country.
              if (country === undefined) throw new Error('checkoutMachine: submitting without a listed country');
              return advanceOrderInputOf(context.values, country);
            },
            onDone: {
              target: 'editing',
              actions: [
                { type: 'storeCheckout', params: ({ event }) => ({ checkout: event.output }) },
                { type: 'announceSent', params: ({ event }) => ({ checkout: event.output }) },
              ],
            },
            onError: {
              target: 'editing.failed',
              actions: { type: 'storeSubmitError', params: ({ event }) => ({ cause: event.error }) },
            },
          },
        },
      },
    },
    /** The payment step reported the order paid: the checkout is over, the thank-you page follows. */
    paid: {
      type: 'final',
    },
  },
});
