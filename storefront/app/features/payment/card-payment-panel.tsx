import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import {
  createHostedCardFields,
  createStripeCardFields,
  type CardFields,
  type CardPaymentConfig,
  type CardToken,
  type HostedCardFields,
  type Money,
  type StripeCardFields,
} from '@shop/api';
import { toBcp47 } from '@shop/api/locale';
import { Button, CardForm, PaymentStatus, afterPointerRelease, type CardField, type CardFormErrors } from '@shop/design-system';
import {
  cardPaymentMachine,
  selectBrand,
  selectConfig,
  selectConfigError,
  selectCvvLength,
  selectFailure,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoadingConfig,
  selectPaymentDisplay,
  type CardPaymentEvent,
  type CardPaymentFailure,
  type CardPaymentSnapshot,
  type CardRuleError,
} from '@shop/machines/payment/card';

import { useLocale } from '../../lib/i18n/locale-route';
import { useShopClient } from '../../lib/shop-api/shop-client';
import { shopErrorMessage } from '../../lib/i18n/shop-error-message';
import { HostedCardFrame } from './hosted-card-frame';
import { StripeCardElement } from './stripe-card-element';
import { StripeWallets } from './stripe-wallets';
import { cardPaymentActors, walletTotalOf } from './payment.actors';
import { usePaymentHost } from './payment-host';
import { cardFieldErrorText } from './payment-messages';

type Intl = ReturnType<typeof useIntl>;

/** The merchant name on a wallet's sheet (as Apple Pay's panel names it). */
const WALLET_SHEET_LABEL = 'eSIM Shop';

function failureDetail(intl: Intl, failure: CardPaymentFailure | null): string | undefined {
  if (!failure) return undefined;
  if (failure.reason === 'declined') return failure.message;
  if (failure.reason === 'missingTransaction') return undefined;
  return shopErrorMessage(intl, failure.cause);
}

/**
 * The card payment of the checkout's payment step (spec §4): the card machine drives the card
 * form and the shared payment display. `onPaid` receives the order code once the shop verified
 * the payment with the gateway; the machine then goes to thank-you like every payment. The card is typed into the gateway's hosted fields: this page
 * hears their states and receives a token, never the card.
 */
export function CardPaymentPanel({ total, onPaid }: { total: Money; onPaid: (orderCode: string) => void }) {
  const intl = useIntl();
  const client = useShopClient();
  const host = usePaymentHost();
  // The hosted fields of the form on screen (a new set each time the form is shown), for the machine's `tokenize`.
  const [hostedFields, setHostedFields] = useState<HostedCardFields | StripeCardFields | null>(null);
  const logic = useMemo(() => cardPaymentMachine.provide(cardPaymentActors(client, host, hostedFields)), [client, host, hostedFields]);
  const [snapshot, send, actor] = useMachine(logic, { input: { mode: 'pay' } });

  useEffect(() => {
    const subscription = actor.on('payment.succeeded', ({ orderCode }) => onPaid(orderCode));
    return () => subscription.unsubscribe();
  }, [actor, onPaid]);

  const display = selectPaymentDisplay(snapshot);
  const configError = selectConfigError(snapshot);
  if (configError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger p-4">
        <p>{intl.formatMessage({ id: 'card.configError' })}</p>
        <Button variant="secondary" onClick={() => send({ type: 'config.retry' })}>
          {intl.formatMessage({ id: 'cart.retry' })}
        </Button>
      </div>
    );
  }
  if (display !== 'form') {
    const detail = failureDetail(intl, selectFailure(snapshot));
    return <PaymentStatus status={display} {...(detail ? { errorDetail: detail } : {})} onRetry={() => send({ type: 'payment.retry' })} />;
  }
  return (
    <HostedCardForm
      snapshot={snapshot}
      send={send}
      config={selectConfig(snapshot)}
      total={total}
      fields={hostedFields}
      onFieldsChange={setHostedFields}
    />
  );
}

/** The card form while it is on screen, with the gateway's hosted fields in its boxes once the config is there. */
function HostedCardForm({
  snapshot,
  send,
  config,
  total,
  fields,
  onFieldsChange,
}: {
  snapshot: CardPaymentSnapshot;
  send: (event: CardPaymentEvent) => void;
  config: CardPaymentConfig | null;
  total: Money;
  /** The provider's fields in this form's boxes, once made from the config. */
  fields: HostedCardFields | StripeCardFields | null;
  onFieldsChange: (fields: HostedCardFields | StripeCardFields | null) => void;
}) {
  const intl = useIntl();
  const locale = toBcp47(useLocale());
  const form = useRef<HTMLFormElement>(null);
  const [focusedField, setFocusedField] = useState<CardField | null>(null);

  useEffect(() => {
    if (!config) return;
    const hear = (created: CardFields) =>
      created.subscribe((event) => {
        switch (event.type) {
          case 'change':
            send({
              type: 'field.changed',
              field: event.field,
              state: event.state,
              ...(event.brand ? { brand: event.brand } : {}),
              ...(event.cvvLength ? { cvvLength: event.cvvLength } : {}),
            });
            break;
          case 'focus':
            setFocusedField(event.field);
            break;
          case 'blur':
            setFocusedField((current) => (current === event.field ? null : current));
            // The field's message appears once the press that left it (on Pay) is over: shown
            // at once, it slid Pay away under the pointer and the press was lost.
            afterPointerRelease(() => send({ type: 'field.blurred', field: event.field }));
            break;
          case 'submit':
            // Enter in a field submits the form, as in an input of this page.
            form.current?.requestSubmit();
            break;
        }
      });
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    const use = (created: HostedCardFields | StripeCardFields) => {
      if (stopped) {
        created.destroy();
        return;
      }
      onFieldsChange(created);
      const unsubscribe = hear(created);
      stop = () => {
        unsubscribe();
        created.destroy();
        onFieldsChange(null);
      };
    };
    if (config.provider === 'stripe') {
      // Stripe.js loads from Stripe's origin first; while it cannot, paying answers a tokenization failure.
      createStripeCardFields({ config, locale }).then(use, () => undefined);
    } else {
      use(createHostedCardFields({ config, host: window }));
    }
    return () => stop();
  }, [config, send, onFieldsChange, locale]);

  const fieldErrors = selectFieldErrors(snapshot);
  const errors: CardFormErrors = {};
  for (const [field, error] of Object.entries(fieldErrors) as Array<[CardField, CardRuleError]>) {
    errors[field] = cardFieldErrorText(intl, error);
  }
  const brand = selectBrand(snapshot);
  const payWithWallet = useCallback((token: CardToken) => send({ type: 'wallet.authorized', token }), [send]);
  const cardForm = (
    <CardForm
      ref={form}
      aria-busy={selectIsLoadingConfig(snapshot) || undefined}
      renderField={(slot) =>
        fields?.provider === 'stripe' ? (
          <StripeCardElement fields={fields} slot={slot} />
        ) : fields ? (
          <HostedCardFrame fields={fields} slot={slot} locale={locale} />
        ) : null
      }
      focusedField={focusedField}
      errors={errors}
      brand={brand === 'unknown' ? null : brand}
      cvvLength={selectCvvLength(snapshot)}
      amount={total}
      busy={selectIsBusy(snapshot)}
      onFocusField={(field) => {
        // The frame takes the focus, then its input (the gateway's script moves it there).
        form.current?.querySelector<HTMLIFrameElement>(`iframe[data-hosted-field="${field}"]`)?.focus();
        fields?.focus(field);
      }}
      onSubmit={() => send({ type: 'card.submitted' })}
    />
  );
  if (fields?.provider !== 'stripe') return cardForm;
  return (
    <div className="flex flex-col gap-4">
      <StripeWallets fields={fields} total={walletTotalOf(total, WALLET_SHEET_LABEL)} onToken={payWithWallet} />
      {cardForm}
    </div>
  );
}
