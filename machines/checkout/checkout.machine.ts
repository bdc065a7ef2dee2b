import { assertEvent, assign, emit } from 'xstate';
import { countryOf, isShownAddressField, withCountry } from '../forms/address-rules';
import { withoutServerErrors } from '../forms/form-fields';
import { FORM_REFUSED, formEditing, formSetup, type FormDescription } from '../forms/form-machine';
import { stubRequest } from '../requests/requests';
import { hasSentBilling, initialContext } from './checkout.context';
import { prefilledValues } from './checkout.prefill';
import { advanceOrderInputOf, billingFieldErrorsOf } from './checkout.request';
import {
  CHECKOUT_FORM_FIELDS,
  CHECKOUT_TEXT_FIELDS,
  type AdvanceOrderInput,
  type Checkout,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutFormField,
  type CheckoutInput,
  type CheckoutTag,
} from './checkout.types';
import { validateCheckoutForm, type CheckoutRuleError } from './checkout.validation';

/**
 * The billing form: the country select and the disclaimer box have events of their own, and the
 * state or zip field takes no typing while the country hides it (a state of no country would be
 * sent back to a country that has it).
 */
export const billingForm: FormDescription<CheckoutContext, CheckoutFormField, CheckoutRuleError> = {
  fields: CHECKOUT_FORM_FIELDS,
  typed: ({ countries, values }) => {
    const country = countryOf(countries, values.countryCode);
    return CHECKOUT_TEXT_FIELDS.filter((field) => isShownAddressField(field, country));
  },
  validate: (context) => validateCheckoutForm(context, context.countries),
};

/**
 * The checkout's billing form and its outcome (spec §2 "Checkout", §3
 * "Checkout form", §4 "Checkout", §5, §8 "Advance order failure"). The
 * billing form is the form kit's (`machines/forms/form-machine.ts`) with the
 * address rules the saved addresses share; the steps, the prefill, the VAT
 * answer and the payment's end are the checkout's own.
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
export const checkoutMachine = formSetup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; emitted: CheckoutEmitted; input: CheckoutInput; tags: CheckoutTag },
  actors: {
    /** The storefront provides the real request (`checkoutActors` in storefront/app/features/checkout/checkout.actors.ts). */
    advanceOrder: stubRequest<Checkout, AdvanceOrderInput>('checkoutMachine', 'advanceOrder'),
  },
  form: billingForm,
  refusal: (cause) => ({ failure: { cause }, serverFieldErrors: billingFieldErrorsOf(cause) }),
  // Spec §4: a refused press of continue also says 'Please fill all the required fields…'.
  submit: { refused: { incomplete: true }, started: { incomplete: false } },
})
  .extend({
    guards: {
      /** From the payment route, whose billing step the shop has taken, with an order code. */
      isPaymentOfSentBilling: ({ context, event }) => {
        assertEvent(event, 'payment.succeeded');
        return hasSentBilling(context.checkout) && event.orderCode.trim() !== '';
      },
      /** Only a country the shop sells to can be selected. */
      isListedCountry: ({ context, event }) => {
        assertEvent(event, 'country.changed');
        return countryOf(context.countries, event.countryCode) !== undefined;
      },
    },
    actions: {
      applyPrefill: assign(({ context, event }) => {
        assertEvent(event, 'billing.prefilled');
        const values = prefilledValues(context, event.prefill);
        const changed = (Object.keys(values) as Array<keyof typeof values>).filter((field) => values[field] !== context.values[field]);
        // A field the prefill changed answers for itself again, as one the shopper retyped.
        return { values, serverFieldErrors: withoutServerErrors(context.serverFieldErrors, changed) };
      }),
      selectCountry: assign(({ context, event }) => {
        assertEvent(event, 'country.changed');
        return withCountry(context, context.countries, event.countryCode);
      }),
      storeDisclaimer: assign(({ context, event }) => {
        assertEvent(event, 'disclaimer.changed');
        return { disclaimerAccepted: event.accepted, touched: { ...context.touched, disclaimer: true } };
      }),
      storeCheckout: assign((_, params: { checkout: Checkout }) => ({ checkout: params.checkout })),
      announceSent: emit((_, params: { checkout: Checkout }) => ({ type: 'billing.sent' as const, checkout: params.checkout })),
      /** A resend that failed on the billing route says nothing any more once the order is paid. */
      storeOrderCode: assign(({ event }) => {
        assertEvent(event, 'payment.succeeded');
        return { orderCode: event.orderCode.trim(), failure: null };
      }),
    },
  })
  .createMachine({
    id: 'checkout',
    context: ({ input }) => initialContext(input),
    initial: 'billing',
    states: {
      billing: {
        initial: 'editing',
        states: {
          // A new press of continue replaces the last failure's message with its own outcome.
          editing: formEditing('billing.submitted', {
            on: {
              'billing.prefilled': { actions: 'applyPrefill' },
              'country.changed': { guard: 'isListedCountry', actions: 'selectCountry' },
              'disclaimer.changed': { actions: 'storeDisclaimer' },
              'payment.succeeded': { guard: 'isPaymentOfSentBilling', target: '#checkout.paid', actions: 'storeOrderCode' },
            },
          }),
          submitting: {
            tags: ['busy'],
            invoke: {
              id: 'advanceOrder',
              src: 'advanceOrder',
              input: ({ context }) => {
                const country = countryOf(context.countries, context.values.countryCode);
                // Entered only through the kit's validity guard, which requires a listed country.
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
              onError: FORM_REFUSED,
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
