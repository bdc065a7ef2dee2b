import { useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText, type ComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, CheckCircleIcon, CartIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import { EsimDelayNotice } from '../esim-delay-notice/esim-delay-notice';
import { EsimCopyAnnouncer, EsimInstallCard, useEsimCopyFeedback, type InstallPlatform } from '../esim-install-card/esim-install-card';
import type { InstallableEsim } from '../esim-install-card/esim-install-card';
import { formatOrderDate } from '../order-history/order-history.format';
import type { OrderHistoryOrder, OrderMoney } from '../order-history/order-history';
import type { OrderStatus } from '../order-history/order-history.variants';
import { OrderStatusBadge, useOrderStatusText } from '../order-history/order-status-badge';
import { formatMinorUnits } from '../price/price.format';
import { SelectField } from '../select-field/select-field';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
import type { orderDetailsMessages } from './order-details.messages';
import { orderDetailsRowVariants, orderDetailsSectionClassName } from './order-details.variants';

/** Spec §3 Order line: name, quantity, unit and total price with tax (the api's `AccountOrderLine`). */
export interface OrderDetailsLine {
  id: string;
  name: string;
  quantity: number;
  unitPriceWithTax: OrderMoney;
  linePriceWithTax: OrderMoney;
}

/** Spec §3 Order history entry: date and state. */
export interface OrderDetailsStatusChange {
  /** ISO 8601. */
  at: string;
  status: OrderStatus;
}

/** A delivered eSIM of the order (the api's `DeliveredEsim`); its card is headed by its line's name. */
export interface OrderDetailsEsim extends Omit<InstallableEsim, 'lineName'> {
  orderLineId: string;
}

/**
 * The order as the details show it: its history entry and the rest. The api's `AccountOrder` passes
 * straight in (the design system does not import the api; these are its fields, structurally).
 */
export interface OrderDetailsOrder extends OrderHistoryOrder {
  lines: readonly OrderDetailsLine[];
  subtotals: { products: OrderMoney; shipping: OrderMoney; tax: OrderMoney };
  /** 'Card', 'PayPal'…; null before payment. */
  paymentMethod: string | null;
  /** Oldest first, as the api gives it. */
  history: readonly OrderDetailsStatusChange[];
  /** The billing address as printed lines (spec: addresses.invoice.lines); none shows no address block. */
  billingAddressLines: readonly string[];
  esims: readonly OrderDetailsEsim[];
  /**
   * ISO 8601: since when the paid order waits for its eSIMs (issue 32, the api's
   * `esimDelayedSince`); while it has none, the eSIMs section says they follow by email.
   */
  esimDelayedSince?: string | null;
  /** Same-origin path of the invoice PDF; null while there is none (not paid). */
  invoiceUrl: string | null;
  /** The credit notes of the order's refunds, oldest first (the api's `AccountCreditNote`); none lists nothing. */
  creditNotes?: readonly OrderDetailsCreditNote[];
}

/** A refund's credit note: its number, the amount it credits and the same-origin path of its PDF. */
export interface OrderDetailsCreditNote {
  number: string;
  amount: OrderMoney;
  url: string;
}

/** Where the order message form stands. */
export type OrderMessageStatus = 'idle' | 'busy' | 'sent' | 'error';

/** What the order message form sends (spec §3 Order message: item and message). */
export interface OrderMessageDraft {
  /** The line it is about; null for the whole order. */
  orderLineId: string | null;
  message: string;
}

export interface OrderDetailsProps extends Omit<ComponentProps<'article'>, 'children'> {
  order: OrderDetailsOrder;
  /** From the user agent, decided by the storefront: which install path each eSIM card leads with. */
  platform: InstallPlatform;
  /** IANA zone the dates are read in; the browser's when absent. Set it when the server renders too. */
  timeZone?: string;
  /** Spec §4 Order again: re-adds every line to the cart, then checkout. */
  onOrderAgain: () => void;
  orderingAgain?: boolean;
  /** Re-ordering failed: says so under the buttons. */
  orderAgainFailed?: boolean;
  onSendMessage: (draft: OrderMessageDraft) => void;
  messageStatus?: OrderMessageStatus;
  /** The server's reason when the message was refused, translated; "An error occured" otherwise. */
  messageError?: string;
  /** The api's ORDER_MESSAGE_MAX_LENGTH. Default 2000. */
  messageMaxLength?: number;
  /**
   * Level of the title: the page's `h1` (default); `h3` in the orderDetails side panel, whose own
   * title is the `h2`. Sections are one level below, the eSIM cards two.
   */
  headingLevel?: 1 | 2 | 3;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

type OrderDetailsText = ComponentText<keyof (typeof orderDetailsMessages)['catalog']['en']>;

/**
 * One order of "my eSIMs" (spec §2 MyAccount order details and the orderDetails side panel, §3 Order;
 * issue 5): title, status, date and payment method; Order again (spec §4), the invoice PDF and any
 * credit notes (issue 35); the
 * lines with unit and total prices incl. VAT and the subtotals; each eSIM's install card (the
 * thank-you page's), or, while a paid order waits for its supplier, a notice that the eSIM
 * follows by email (issue 32); billing address; status history; and the order message form (spec §3).
 * Lays its blocks side by side only when its container is wide, so it also fits the side panel.
 */
export function OrderDetails({
  order,
  platform,
  timeZone,
  onOrderAgain,
  orderingAgain = false,
  orderAgainFailed = false,
  onSendMessage,
  messageStatus = 'idle',
  messageError,
  messageMaxLength = 2000,
  headingLevel = 1,
  className,
  ...rest
}: OrderDetailsProps) {
  const titleId = useId();
  const TitleTag: HeadingTag = `h${headingLevel}`;
  const SectionTag: HeadingTag = `h${(headingLevel + 1) as 2 | 3 | 4}`;
  const text = useComponentText<typeof orderDetailsMessages>('OrderDetails');
  const statusText = useOrderStatusText();
  const locale = useComponentLocale();
  const clipboard = useEsimCopyFeedback();
  const money = (value: OrderMoney) => formatMinorUnits(value.amount, value.currency, locale);
  const date = (iso: string) => formatOrderDate(iso, locale, timeZone);

  const esims = esimCards(order, text);

  return (
    <article
      data-slot="order-details"
      data-status={order.status}
      aria-labelledby={titleId}
      className={cn('@container flex min-w-0 flex-col gap-6 text-foreground', className)}
      {...rest}
    >
      <header className="flex min-w-0 flex-col gap-4">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <TitleTag id={titleId} className="min-w-0 text-xl font-bold [overflow-wrap:anywhere] tablet:text-2xl">
            {text('title', { reference: order.reference })}
          </TitleTag>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl data-slot="order-details-facts" className="grid min-w-0 gap-x-6 gap-y-2 text-sm @lg:grid-cols-3">
          <Fact term={text('date')}>
            <time dateTime={order.placedAt}>{date(order.placedAt)}</time>
          </Fact>
          <Fact term={text('status')}>{statusText(order.status)}</Fact>
          <Fact term={text('paymentMethod')}>{order.paymentMethod ?? text('noPaymentMethod')}</Fact>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            data-slot="order-details-order-again"
            loading={orderingAgain}
            onClick={onOrderAgain}
            className="h-auto min-h-11 grow py-2 whitespace-normal mobileWide:grow-0"
          >
            <CartIcon className="size-5" />
            {text('orderAgain')}
          </Button>
          {order.invoiceUrl === null ? null : (
            <a
              href={order.invoiceUrl}
              // A file to keep, not a page: the browser downloads it instead of navigating (same origin).
              download
              data-slot="order-details-invoice"
              className={cn(buttonVariants({ variant: 'secondary' }), 'h-auto min-h-11 grow py-2 whitespace-normal mobileWide:grow-0')}
            >
              {text('downloadInvoice')}
            </a>
          )}
        </div>
        {order.creditNotes && order.creditNotes.length > 0 ? (
          <ul data-slot="order-details-credit-notes" className="flex min-w-0 flex-col gap-1 text-sm">
            {order.creditNotes.map((note) => (
              <li key={note.number}>
                <a
                  href={note.url}
                  download
                  className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline"
                >
                  {text('downloadCreditNote', { number: note.number, amount: money(note.amount) })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div role="alert" data-slot="order-details-order-again-alert">
          {orderAgainFailed ? (
            <p className="flex items-start gap-2 text-sm text-danger">
              <AlertIcon className="mt-px size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{text('orderAgainFailed')}</span>
            </p>
          ) : null}
        </div>
      </header>

      <Section heading={text('lines')} HeadingTag={SectionTag} slot="lines">
        <ul className="flex flex-col divide-y divide-border">
          {order.lines.map((line) => (
            <li key={line.id} data-slot="order-details-line" className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
              <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5">
                <span className="font-semibold [overflow-wrap:anywhere]">{line.name}</span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {/* Read as "Quantity 2, Unit price incl. VAT €12.99"; seen as "2 × €12.99". */}
                  <span className="sr-only">
                    {text('lineForReaders', { quantity: line.quantity, price: money(line.unitPriceWithTax) })}
                  </span>
                  <span aria-hidden="true" data-slot="order-details-line-unit">
                    {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the multiplication sign, hidden from readers, is the same in every language */}
                    {line.quantity} × {money(line.unitPriceWithTax)}
                  </span>
                </span>
              </div>
              <span className="ms-auto font-bold tabular-nums">
                <span className="sr-only">{text('lineTotal')} </span>
                {money(line.linePriceWithTax)}
              </span>
            </li>
          ))}
        </ul>
        <dl data-slot="order-details-totals" className="flex flex-col gap-2 border-t border-border pt-3">
          <TotalRow term={text('products')}>{money(order.subtotals.products)}</TotalRow>
          <TotalRow term={text('shipping')}>{money(order.subtotals.shipping)}</TotalRow>
          <TotalRow term={text('tax')}>{money(order.subtotals.tax)}</TotalRow>
          <TotalRow term={text('total')} emphasis="total">
            {money(order.total)}
          </TotalRow>
        </dl>
      </Section>

      {esims.length === 0 && order.esimDelayedSince ? (
        <Section heading={text('esims')} HeadingTag={SectionTag} slot="esims">
          <EsimDelayNotice since={order.esimDelayedSince} {...(timeZone === undefined ? {} : { timeZone })} />
        </Section>
      ) : null}

      {esims.length === 0 ? null : (
        <Section heading={text('esims')} HeadingTag={SectionTag} slot="esims">
          {esims.map(({ esim, name }, index) => (
            <EsimInstallCard
              key={`${index}:${esim.lpaString}`}
              esim={{ ...esim, lineName: name }}
              copyKey={String(index)}
              platform={platform}
              headingLevel={(headingLevel + 2) as 3 | 4 | 5}
              clipboard={clipboard}
            />
          ))}
          <EsimCopyAnnouncer data-slot="order-details-announcer" clipboard={clipboard} />
        </Section>
      )}

      <div className="grid min-w-0 gap-6 @2xl:grid-cols-2">
        {order.billingAddressLines.length === 0 ? null : (
          <Section heading={text('billingAddress')} HeadingTag={SectionTag} slot="billing-address">
            <address className="flex flex-col text-sm not-italic">
              {order.billingAddressLines.map((line, index) => (
                <span key={index} className="[overflow-wrap:anywhere]">
                  {line}
                </span>
              ))}
            </address>
          </Section>
        )}

        {order.history.length === 0 ? null : (
          <Section heading={text('history')} HeadingTag={SectionTag} slot="history">
            <ol className="flex flex-col gap-2 text-sm">
              {order.history.map((change, index) => (
                <li key={`${index}:${change.at}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <time dateTime={change.at} className="tabular-nums text-muted-foreground">
                    {date(change.at)}
                  </time>
                  <OrderStatusBadge status={change.status} />
                </li>
              ))}
            </ol>
          </Section>
        )}
      </div>

      <OrderMessageForm
        lines={order.lines}
        text={text}
        HeadingTag={SectionTag}
        status={messageStatus}
        error={messageError}
        maxLength={messageMaxLength}
        onSend={onSendMessage}
      />
    </article>
  );
}

/**
 * The eSIMs in the order of their lines, each named after its line; a line with several
 * eSIMs numbers them ("Japan eSIM 10 GB (1/2)") so every card has its own heading.
 */
function esimCards(order: OrderDetailsOrder, text: OrderDetailsText) {
  const counts = new Map<string, number>();
  for (const esim of order.esims) counts.set(esim.orderLineId, (counts.get(esim.orderLineId) ?? 0) + 1);
  const seen = new Map<string, number>();
  return order.esims.map((esim) => {
    const lineName = order.lines.find((line) => line.id === esim.orderLineId)?.name ?? order.reference;
    const count = counts.get(esim.orderLineId) ?? 1;
    const position = (seen.get(esim.orderLineId) ?? 0) + 1;
    seen.set(esim.orderLineId, position);
    return { esim, name: count > 1 ? text('esimName', { name: lineName, position, count }) : lineName };
  });
}

function Section({ heading, HeadingTag, slot, children }: { heading: string; HeadingTag: HeadingTag; slot: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={`order-details-${slot}`} className={orderDetailsSectionClassName}>
      <HeadingTag id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {heading}
      </HeadingTag>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function TotalRow({ term, emphasis, children }: { term: string; emphasis?: 'total'; children: ReactNode }) {
  return (
    <div className={orderDetailsRowVariants({ emphasis: emphasis ?? 'normal' })}>
      <dt className="min-w-0 [overflow-wrap:anywhere]">{term}</dt>
      <dd className="ms-auto text-end tabular-nums">{children}</dd>
    </div>
  );
}

interface OrderMessageFormProps {
  lines: readonly OrderDetailsLine[];
  text: OrderDetailsText;
  HeadingTag: HeadingTag;
  status: OrderMessageStatus;
  error: string | undefined;
  maxLength: number;
  onSend: (draft: OrderMessageDraft) => void;
}

/** The value of the "whole order" choice; line ids never are empty. */
const WHOLE_ORDER = '';

/** Spec §3 Order message: which item (or the whole order) and the message; sent to the shop's staff. */
function OrderMessageForm({ lines, text, HeadingTag, status, error, maxLength, onSend }: OrderMessageFormProps) {
  const headingId = useId();
  const [about, setAbout] = useState(WHOLE_ORDER);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const [previousStatus, setPreviousStatus] = useState(status);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const busy = status === 'busy';

  // Once sent, the form empties for a next message (state adjusted while rendering, not in an effect).
  if (status !== previousStatus) {
    setPreviousStatus(status);
    if (status === 'sent') {
      setMessage('');
      setAbout(WHOLE_ORDER);
    }
  }

  const fieldError = missing ? text('messageRequired') : undefined;
  const hint = text('messageHint', { count: maxLength });
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({
    hint,
    error: fieldError,
  });
  const counterId = `${controlId}-count`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = message.trim();
    if (trimmed === '') {
      setMissing(true);
      textareaRef.current?.focus();
      return;
    }
    onSend({ orderLineId: about === WHOLE_ORDER ? null : about, message: trimmed });
  }

  return (
    <section aria-labelledby={headingId} data-slot="order-details-message" className={orderDetailsSectionClassName}>
      <HeadingTag id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {text('messageHeading')}
      </HeadingTag>
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        <SelectField
          label={text('messageAbout')}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
          options={[{ value: WHOLE_ORDER, label: text('wholeOrder') }, ...lines.map((line) => ({ value: line.id, label: line.name }))]}
        />
        <div data-slot="order-details-message-field" data-invalid={invalid || undefined} className="flex min-w-0 flex-col gap-1.5">
          <FieldLabel htmlFor={controlId} required>
            {text('message')}
          </FieldLabel>
          <textarea
            ref={textareaRef}
            id={controlId}
            value={message}
            maxLength={maxLength}
            rows={5}
            required
            aria-required
            aria-invalid={invalid || undefined}
            aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
            onChange={(event) => {
              setMessage(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
            }}
            className={cn(fieldControlVariants({ invalid }), 'h-auto min-h-28 resize-y py-2')}
          />
          <div className="flex flex-wrap items-start justify-between gap-x-3">
            <div className="min-w-0 flex-1">
              <FieldHint id={hintId}>{hint}</FieldHint>
              <FieldError id={errorId}>{fieldError}</FieldError>
            </div>
            <p
              id={counterId}
              data-slot="order-details-message-count"
              className={cn('text-sm tabular-nums text-muted-foreground', message.length >= maxLength && 'font-semibold text-foreground')}
            >
              {text('messageCount', { count: message.length, max: maxLength })}
            </p>
          </div>
        </div>
        <div role="status" data-slot="order-details-message-status">
          {status === 'sent' ? (
            <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm font-semibold">
              <CheckCircleIcon className="mt-px size-4 shrink-0 text-success" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{text('messageSent')}</span>
            </p>
          ) : null}
        </div>
        <div role="alert" data-slot="order-details-message-alert">
          {status === 'error' ? (
            <p className="flex items-start gap-2 rounded-md border border-danger p-3 text-sm text-danger">
              <AlertIcon className="mt-px size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{error ?? text('messageFailed')}</span>
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" loading={busy} className="h-auto min-h-11 w-full py-2 whitespace-normal mobileWide:w-auto">
            {text('send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
