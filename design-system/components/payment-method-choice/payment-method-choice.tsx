import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { ApplePayMark, PayPalWordmark } from '../../lib/icons';
import { CARD_BRAND_NAMES, CARD_BRANDS, CardBrandMark, type CardBrand } from '../card-brands/card-brands';
import type { paymentMethodChoiceMessages } from './payment-method-choice.messages';
import { paymentMethodOptionVariants, paymentMethodRadioClassName } from './payment-method-choice.variants';

/** The ways to pay on the checkout's payment step (issue 6): card, PayPal, Apple Pay. */
export type PaymentMethod = 'card' | 'paypal' | 'applePay';

/** Display order of the methods. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'paypal', 'applePay'];

/** The wallets' trade names, written the same in every language the shop speaks (like `CARD_BRAND_NAMES`). */
const WALLET_NAMES = { paypal: 'PayPal', applePay: 'Apple Pay' } as const satisfies Record<Exclude<PaymentMethod, 'card'>, string>;

export interface PaymentMethodChoiceProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange'> {
  /**
   * The methods offered, shown in `PAYMENT_METHODS` order. The storefront
   * decides them: Apple Pay only where `ApplePaySession.canMakePayments()`
   * is true, so it is simply absent elsewhere.
   */
  methods: readonly PaymentMethod[];
  /** The chosen method; `null` before the shopper picks one. */
  value: PaymentMethod | null;
  /** Called with the method chosen by click, tap, or the arrow keys. */
  onValueChange: (method: PaymentMethod) => void;
  /** The card brands shown on the card row. Default: the four of spec §1. */
  cardBrands?: readonly CardBrand[];
  /** A payment is running: the choice cannot change (the panel below stays as it is). */
  disabled?: boolean;
  /** The radios' form name; one is made up when absent. */
  name?: string;
  /** The legend only for screen readers, when the page already shows a heading saying the same. */
  legendHidden?: boolean;
  /**
   * The chosen method's panel (the card form, the PayPal button…), shown
   * under the group: a node, or a function of the chosen method. Nothing is
   * shown while no method is chosen.
   */
  children?: ReactNode | ((method: PaymentMethod) => ReactNode);
}

/**
 * The payment step's chooser (issue 6 "Payment choice"): a `fieldset` of
 * native radios, so Tab enters the group at the chosen method and the arrow
 * keys move the choice, as every browser and screen reader expects. Each row
 * shows the method's marks: the card brands (their names read as the card
 * row's description), PayPal's wordmark, the Apple Pay mark (decorative: the
 * name says the same). Presentational: the checkout holds the choice and
 * passes the panel of the chosen method as `children`.
 */
export function PaymentMethodChoice({
  methods,
  value,
  onValueChange,
  cardBrands = CARD_BRANDS,
  disabled = false,
  name,
  legendHidden = false,
  children,
  className,
  ...rest
}: PaymentMethodChoiceProps) {
  const text = useComponentText<typeof paymentMethodChoiceMessages>('PaymentMethodChoice');
  const baseId = useId();
  const groupName = name ?? `payment-method-${baseId}`;
  const panelId = `${baseId}-panel`;
  const nameIdOf = (method: PaymentMethod) => `${baseId}-${method}-name`;

  const offered = PAYMENT_METHODS.filter((method) => methods.includes(method));
  const chosen = value !== null && offered.includes(value) ? value : null;
  const panel = chosen === null ? null : typeof children === 'function' ? children(chosen) : children;
  const hasPanel = panel !== null && panel !== undefined && panel !== false;

  return (
    <div data-slot="payment-method-choice" className={cn('flex min-w-0 flex-col gap-4', className)} {...rest}>
      <fieldset disabled={disabled} className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
        <legend
          data-slot="payment-method-choice-legend"
          className={cn('mb-3 p-0 text-base font-semibold text-foreground', legendHidden && 'sr-only')}
        >
          {text('legend')}
        </legend>
        {offered.map((method) => {
          const isChosen = method === chosen;
          const nameId = nameIdOf(method);
          const marksId = `${baseId}-${method}-marks`;
          return (
            <label
              key={method}
              data-slot="payment-method-option"
              data-method={method}
              data-state={isChosen ? 'checked' : 'unchecked'}
              className={paymentMethodOptionVariants({ chosen: isChosen })}
            >
              <input
                type="radio"
                name={groupName}
                value={method}
                checked={isChosen}
                onChange={() => onValueChange(method)}
                aria-labelledby={nameId}
                aria-describedby={method === 'card' ? marksId : undefined}
                aria-controls={isChosen && hasPanel ? panelId : undefined}
                className={paymentMethodRadioClassName}
              />
              <span id={nameId} className="min-w-0 flex-1 basis-32 [overflow-wrap:anywhere]">
                {method === 'card' ? text('card') : WALLET_NAMES[method]}
              </span>
              <MethodMarks method={method} marksId={marksId} cardBrands={cardBrands} />
            </label>
          );
        })}
      </fieldset>

      {chosen !== null && hasPanel ? (
        <div
          id={panelId}
          role="group"
          aria-labelledby={nameIdOf(chosen)}
          data-slot="payment-method-choice-panel"
          data-method={chosen}
          className="min-w-0"
        >
          {panel}
        </div>
      ) : null}
    </div>
  );
}

interface MethodMarksProps {
  method: PaymentMethod;
  marksId: string;
  cardBrands: readonly CardBrand[];
}

/** The marks at the row's end; they wrap under the name when the row is narrow. */
function MethodMarks({ method, marksId, cardBrands }: MethodMarksProps) {
  if (method === 'card') {
    // The marks say which cards are taken; a screen reader gets that as the radio's description
    // (the hidden list of names), so the images themselves are hidden from it.
    return (
      <span data-slot="payment-method-marks" className="ms-auto flex flex-wrap items-center gap-1.5">
        <span id={marksId} className="sr-only">
          {cardBrands.map((brand) => CARD_BRAND_NAMES[brand]).join(', ')}
        </span>
        {cardBrands.map((brand) => (
          <CardBrandMark key={brand} brand={brand} size="sm" aria-hidden="true" />
        ))}
      </span>
    );
  }
  return (
    <span data-slot="payment-method-marks" className="ms-auto flex items-center">
      {method === 'paypal' ? (
        <PayPalWordmark className="h-5" />
      ) : (
        <span className="inline-flex h-6 text-foreground">
          <ApplePayMark />
        </span>
      )}
    </span>
  );
}
