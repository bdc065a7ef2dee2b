import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CartIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { useDelayedFlag } from '../../lib/use-delayed-flag';
import { useRefocusAfterRemoval } from '../../lib/use-refocus-after-removal';
import { timings } from '../../tokens';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import { CartLine, type CartLineView } from '../cart-line/cart-line';
import { CartSummary, type CartSummaryProps } from '../cart-summary/cart-summary';
import { CouponField, type CouponFieldStatus } from '../coupon-field/coupon-field';
import { InlineConfirmation } from '../inline-confirmation/inline-confirmation';
import { useFocusAfterClose } from '../inline-confirmation/use-focus-after-close';
import { Spinner } from '../spinner/spinner';
import type { cartPanelMessages } from './cart-panel.messages';
import { cartPanelMessageVariants, cartPanelOverlayClassName, cartPanelOverlaySpinnerClassName } from './cart-panel.variants';

/** Whether there is a cart to show. `ready` with no lines is the empty cart. */
export type CartPanelStatus = 'loading' | 'error' | 'ready';

/** A line plus its own state in the cart machine. */
export interface CartPanelLine extends CartLineView {
  /** This line's change is being saved. */
  busy?: boolean;
  /** Its removal question is shown (controlled); leave undefined to let the line handle it. */
  confirmingRemoval?: boolean;
}

/** The coupon part of the cart (the api's `couponCodes` / `couponsAllowed`) and its state. */
export interface CartPanelCoupon {
  appliedCodes: readonly string[];
  couponsAllowed: number;
  status?: CouponFieldStatus;
  removingCode?: string;
  /** Why the last apply or remove failed, translated. */
  error?: string;
}

/** The money rows; see `CartSummary`. */
export type CartPanelSummary = Pick<CartSummaryProps, 'subtotal' | 'discounts' | 'tax' | 'totalExcludingTax' | 'totalIncludingTax'>;

export interface CartPanelProps extends Omit<ComponentProps<'div'>, 'children'> {
  status: CartPanelStatus;
  lines: readonly CartPanelLine[];
  /** The money rows; required to show them (a filled cart always has them). */
  summary?: CartPanelSummary;
  /** Coupon data; the field shows when this and `onApplyCoupon` are given. */
  coupon?: CartPanelCoupon;
  /** Optional heading (an `<h2>`) for use outside `SidePanel`, whose title already names the cart. */
  heading?: ReactNode;
  /**
   * A change is running (the cart machine's `busy` tag): `aria-busy`, and
   * every control stops working until it is done. When no busy line, coupon
   * status or `clearing` shows where, a veil with a spinner covers the cart
   * after the loader delay and "updating" is announced.
   */
  busy?: boolean;
  /** Clearing is running (the confirm or clear button shows its spinner). */
  clearing?: boolean;
  /** The clear question is shown (controlled); leave undefined to let the panel handle it. */
  confirmingClear?: boolean;
  /** Upper bound of each line's stepper; default 10. */
  maxQuantity?: number;
  /** Where the empty cart's link goes (the destinations page). */
  browseHref: string;
  /** The checkout page. */
  checkoutHref: string;
  /** The error state's retry button. */
  onRetry?: () => void;
  /** Without it quantities show as text. */
  onQuantityChange?: (lineId: string, quantity: number) => void;
  onRemoveRequest?: (lineId: string) => void;
  /** Without it lines have no remove controls. */
  onRemoveConfirm?: (lineId: string) => void;
  onRemoveCancel?: (lineId: string) => void;
  onApplyCoupon?: (code: string) => void;
  onRemoveCoupon?: (code: string) => void;
  /** Keystrokes in the coupon input, e.g. to clear a stale error. */
  onCouponValueChange?: (value: string) => void;
  onClearRequest?: () => void;
  /** Without it there is no clear button. */
  onClearConfirm?: () => void;
  onClearCancel?: () => void;
  renderLink?: RenderLink;
  flagBasePath?: string;
}

/**
 * What the cart side panel shows (the `SidePanel` is the frame): loading,
 * error with retry, empty with a link to the destinations, or the lines,
 * coupon field, totals, checkout link and clear button. Composes `CartLine`,
 * `CouponField` and `CartSummary`; per-line callbacks receive the line id.
 * When a removed line takes keyboard focus with it, focus goes to the list
 * (or to the empty message) instead of the page body.
 */
export function CartPanel({
  status,
  lines,
  summary,
  coupon,
  heading,
  busy = false,
  clearing = false,
  confirmingClear,
  maxQuantity,
  browseHref,
  checkoutHref,
  onRetry,
  onQuantityChange,
  onRemoveRequest,
  onRemoveConfirm,
  onRemoveCancel,
  onApplyCoupon,
  onRemoveCoupon,
  onCouponValueChange,
  onClearRequest,
  onClearConfirm,
  onClearCancel,
  renderLink = renderAnchor,
  flagBasePath,
  className,
  ...rest
}: CartPanelProps) {
  const text = useComponentText<typeof cartPanelMessages>('CartPanel');
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const [confirmingClearUncontrolled, setConfirmingClearUncontrolled] = useState(false);
  const showingClearQuestion = (confirmingClear ?? confirmingClearUncontrolled) && onClearConfirm !== undefined;
  const isEmpty = status === 'ready' && lines.length === 0;
  const isFilled = status === 'ready' && lines.length > 0;
  // A spinner goes where the work is: a busy line, the coupon field or the clear button show their
  // own. The veil is for cart-wide work that none of them shows, so it never doubles a spinner.
  const workShownInPlace = clearing || lines.some((line) => line.busy === true) || (coupon?.status ?? 'idle') !== 'idle';
  const veiled = busy && isFilled && !workShownInPlace;
  const showOverlay = useDelayedFlag(veiled, timings.buttonLoaderDelayMs);

  useFocusAfterClose(showingClearQuestion, () => clearRef.current);

  // A removed line (or the whole cart, cleared) can take the focused control with it.
  const focusTracking = useRefocusAfterRemoval(`${isEmpty}:${lines.map((line) => line.id).join('\n')}`, () =>
    (isEmpty ? emptyRef.current : listRef.current)?.focus(),
  );

  return (
    <div
      data-slot="cart-panel"
      data-status={isEmpty ? 'empty' : status}
      aria-busy={busy || undefined}
      className={cn('relative flex min-w-0 flex-col gap-4', className)}
      {...focusTracking}
      {...rest}
    >
      {heading === undefined ? null : (
        <h2 data-slot="cart-panel-heading" className="text-xl font-semibold">
          {heading}
        </h2>
      )}

      {status === 'loading' ? (
        <div data-slot="cart-panel-loading" role="status" className={cartPanelMessageVariants()}>
          <Spinner size="lg" className="text-primary" />
          <p>{text('loading')}</p>
        </div>
      ) : null}

      {status === 'error' ? (
        <div data-slot="cart-panel-error" className={cartPanelMessageVariants({ tone: 'danger' })}>
          <p role="alert" className="flex items-start gap-2 [overflow-wrap:anywhere]">
            <AlertIcon className="mt-0.5" />
            <span>{text('error')}</span>
          </p>
          {onRetry === undefined ? null : (
            <Button variant="secondary" onClick={onRetry}>
              {text('retry')}
            </Button>
          )}
        </div>
      ) : null}

      {isEmpty ? (
        <div ref={emptyRef} tabIndex={-1} data-slot="cart-panel-empty" className={cartPanelMessageVariants()}>
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-muted" aria-hidden="true">
            <CartIcon className="size-8" />
          </span>
          <p className="text-base text-foreground">{text('empty')}</p>
          {renderLink({
            href: browseHref,
            className: buttonVariants({ variant: 'secondary' }),
            children: text('browse'),
          })}
        </div>
      ) : null}

      {isFilled ? (
        <>
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={text('lines')}
            data-slot="cart-panel-lines"
            className="flex flex-col divide-y rounded-sm border-b focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {lines.map((line) => (
              <li key={line.id}>
                <CartLine
                  line={line}
                  maxQuantity={maxQuantity}
                  busy={line.busy}
                  disabled={busy}
                  confirmingRemoval={line.confirmingRemoval}
                  onQuantityChange={onQuantityChange === undefined ? undefined : (quantity) => onQuantityChange(line.id, quantity)}
                  onRemoveRequest={() => onRemoveRequest?.(line.id)}
                  onRemoveConfirm={onRemoveConfirm === undefined ? undefined : () => onRemoveConfirm(line.id)}
                  onRemoveCancel={() => onRemoveCancel?.(line.id)}
                  renderLink={renderLink}
                  flagBasePath={flagBasePath}
                />
              </li>
            ))}
          </ul>

          {coupon === undefined || onApplyCoupon === undefined ? null : (
            <CouponField
              appliedCodes={coupon.appliedCodes}
              couponsAllowed={coupon.couponsAllowed}
              status={coupon.status}
              removingCode={coupon.removingCode}
              error={coupon.error}
              disabled={busy}
              onApply={onApplyCoupon}
              onRemove={onRemoveCoupon}
              onValueChange={onCouponValueChange}
            />
          )}

          {summary === undefined ? null : <CartSummary {...summary} />}

          <div data-slot="cart-panel-actions" className="flex flex-col gap-2">
            {/* A link, not a button: checkout is a page (spec §2), and a link opens in a new tab too. */}
            {renderLink({
              href: checkoutHref,
              className: cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'w-full'),
              children: text('checkout'),
            })}
            {onClearConfirm === undefined ? null : showingClearQuestion ? (
              <InlineConfirmation
                question={text('confirmClear')}
                confirmLabel={text('clear')}
                cancelLabel={text('cancelClear')}
                busy={clearing}
                onConfirm={() => {
                  setConfirmingClearUncontrolled(false);
                  onClearConfirm();
                }}
                onCancel={() => {
                  setConfirmingClearUncontrolled(false);
                  onClearCancel?.();
                }}
              />
            ) : (
              <Button
                ref={clearRef}
                data-slot="cart-panel-clear"
                variant="ghost"
                className="w-full"
                loading={clearing}
                aria-disabled={busy || clearing || undefined}
                onClick={() => {
                  if (busy) return;
                  setConfirmingClearUncontrolled(true);
                  onClearRequest?.();
                }}
              >
                {text('clear')}
              </Button>
            )}
          </div>

          {showOverlay ? (
            <div data-slot="cart-panel-overlay" aria-hidden="true" className={cartPanelOverlayClassName}>
              <div className={cartPanelOverlaySpinnerClassName}>
                <Spinner size="lg" />
              </div>
            </div>
          ) : null}
        </>
      ) : null}

      {/* Always mounted, so the busy state is announced when it starts. */}
      <p role="status" data-slot="cart-panel-status" className="sr-only">
        {veiled ? text('updating') : ''}
      </p>
    </div>
  );
}
