import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
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
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutTag,
} from './checkout.types';
import { countryOf, isCheckoutFormValid } from './checkout.validation';

/**
 * The checkout's steps and its billing form (spec §2 "Checkout", §3 "Checkout
 * form", §4 "Checkout", §5, §8 "Advance order failure").
 *
 * ```
 * resuming ─(billing sent before)──────────────────────────▶ payment ──payment.succeeded──▶ thankYou
 *    │                                                       ▲   │
 *    ▼                                                       │   │ billing.edit (values kept)
 * billing ◀─────────────────────────────────────────────────┼───┘
 *   ├─ editing                                              │
 *   │   ├─ idle     ──billing.submitted, form invalid──▶ idle + `incomplete`, every error shown
 *   │   └─ failed   the last advanceOrder failed (`error`)  │
 *   └─ submitting   invokes advanceOrder (`busy`) ──done────┘
 *                          └──error──▶ editing.failed
 * ```
 *
 * What the shopper typed stays in `values` through every failure, step and
 * back; errors are derived from it by the pure rules, so they can never
 * disagree with what is on screen. There is no shipping state: eSIMs are
 * delivered by email (see `stepForRoute`). The card payment machine will
 * live in `payment`.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
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
    storeSubmitError: assign((_, params: { cause: unknown }) => ({
      submitError: { cause: params.cause },
      serverFieldErrors: serverFieldErrorsOf(params.cause),
    })),
    storeOrderCode: assign(({ event }) => {
      assertEvent(event, 'payment.succeeded');
      return { orderCode: event.orderCode.trim() };
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'resuming',
  states: {
    /** Never at rest: decides in the first step where a (re)loaded checkout page starts. */
    resuming: {
      always: [{ guard: 'hasSentBilling', target: 'payment' }, { target: 'billing' }],
    },
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
              target: '#checkout.payment',
              actions: { type: 'storeCheckout', params: ({ event }) => ({ checkout: event.output }) },
            },
            onError: {
              target: 'editing.failed',
              actions: { type: 'storeSubmitError', params: ({ event }) => ({ cause: event.error }) },
            },
          },
        },
      },
    },
    payment: {
      on: {
        'billing.edit': { target: 'billing' },
        'payment.succeeded': { guard: 'hasOrderCode', target: 'thankYou', actions: 'storeOrderCode' },
      },
    },
    thankYou: {
      type: 'final',
    },
  },
});
