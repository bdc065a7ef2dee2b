import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { Money } from '@shop/api';
import { toBcp47 } from '@shop/api/locale';
import { Button, CardForm, PaymentStatus, type CardFormErrors } from '@shop/design-system';
import {
  createCardPaymentMachine,
  selectBrand,
  selectConfigError,
  selectFailure,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoadingConfig,
  selectPaymentDisplay,
  selectValues,
  type CardPaymentFailure,
} from '@shop/machines/card-payment';

import { useLocale } from '../../lib/locale-route';
import { useRootData } from '../../lib/root-data';
import { cartErrorMessage } from '../cart/cart-error-message';
import { browserShopClient } from '../checkout/checkout-client';
import { cardPaymentDeps } from './card-payment-deps';
import { paymentStatusLabels } from './payment-labels';

/** Spec §4: 'Payment successful. Redirecting...' stays readable this long before the thank-you page. */
export const REDIRECT_AFTER_SUCCESS_MS = 1200;

function failureDetail(intl: ReturnType<typeof useIntl>, failure: CardPaymentFailure | null): string | undefined {
  if (!failure) return undefined;
  if (failure.reason === 'declined') return failure.message;
  if (failure.reason === 'missingTransaction') return undefined;
  return cartErrorMessage(intl, failure.cause);
}

/**
 * The card payment of the checkout's payment step (spec §4): the card machine drives the card
 * form and the shared payment display. `onPaid` receives the order code once the shop verified
 * the payment with the gateway.
 */
export function CardPaymentPanel({ total, onPaid }: { total: Money; onPaid: (orderCode: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const currency = useRootData()?.currency;
  const logic = useMemo(() => createCardPaymentMachine(cardPaymentDeps(() => browserShopClient(locale, currency))), [locale, currency]);
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
    return (
      <PaymentStatus
        status={display}
        labels={paymentStatusLabels(intl)}
        {...(detail ? { errorDetail: detail } : {})}
        onRetry={() => send({ type: 'payment.retry' })}
      />
    );
  }

  const fieldErrors = selectFieldErrors(snapshot);
  const errors: CardFormErrors = {};
  if (fieldErrors.cardNumber) errors.number = validationText(intl, fieldErrors.cardNumber);
  if (fieldErrors.expiry) errors.expiry = validationText(intl, fieldErrors.expiry);
  if (fieldErrors.cvv) errors.cvv = validationText(intl, fieldErrors.cvv);
  const values = selectValues(snapshot);
  const brand = selectBrand(snapshot);
  return (
    <CardForm
      aria-busy={selectIsLoadingConfig(snapshot) || undefined}
      values={{ number: values.cardNumber, expiry: values.expiry, cvv: values.cvv }}
      errors={errors}
      brand={brand === 'unknown' ? null : brand}
      amount={total}
      locale={toBcp47(locale)}
      busy={selectIsBusy(snapshot)}
      labels={{
        number: intl.formatMessage({ id: 'card.number' }),
        expiry: intl.formatMessage({ id: 'card.expiry' }),
        expiryPlaceholder: intl.formatMessage({ id: 'card.expiryPlaceholder' }),
        cvv: intl.formatMessage({ id: 'card.cvv' }),
        cvvHint: intl.formatMessage({ id: 'card.cvvHint' }),
        pay: (amount) => intl.formatMessage({ id: 'card.pay' }, { amount }),
        acceptedBrands: intl.formatMessage({ id: 'card.acceptedBrands' }),
        secureNote: intl.formatMessage({ id: 'card.secureNote' }),
      }}
      onFieldChange={(field, value) => send({ type: 'field.changed', field: field === 'number' ? 'cardNumber' : field, value })}
      onFieldBlur={(field) => send({ type: 'field.blurred', field: field === 'number' ? 'cardNumber' : field })}
      onSubmit={() => send({ type: 'card.submitted' })}
    />
  );
}

function validationText(intl: ReturnType<typeof useIntl>, key: string): string {
  return intl.formatMessage({ id: key === 'required' ? 'form.required' : `validation.${key}` });
}
