import { useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon, CheckCircleIcon, CartIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import {
  EsimCopyAnnouncer,
  EsimInstallCard,
  useEsimCopyFeedback,
  type EsimInstallCardLabels,
  type InstallPlatform,
} from '../esim-install-card/esim-install-card';
import { formatOrderDate } from '../order-history/order-history.format';
import type { OrderMoney } from '../order-history/order-history';
import type { OrderStatus } from '../order-history/order-history.variants';
import { OrderStatusBadge } from '../order-history/order-status-badge';
import { formatMinorUnits } from '../price/price.format';
import { SelectField } from '../select-field/select-field';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../text-field/field-parts';
import { fieldControlVariants } from '../text-field/text-field.variants';
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
export interface OrderDetailsEsim {
  orderLineId: string;
  lpaString: string;
  qrCodeDataUrl: string;
  appleInstallUrl: string;
  smdpAddress: string;
  activationCode: string;
}

/**
 * The order as the details show it. The api's `AccountOrder` passes straight in (the design system
 * does not import the api; these are its fields, structurally).
 */
export interface OrderDetailsOrder {
  id: string;
  reference: string;
  /** ISO 8601, when it was placed. */
  placedAt: string;
  status: OrderStatus;
  /** Including VAT. */
  total: OrderMoney;
  lines: readonly OrderDetailsLine[];
  subtotals: { products: OrderMoney; shipping: OrderMoney; tax: OrderMoney };
  /** 'Card', 'PayPal'…; null before payment. */
  paymentMethod: string | null;
  /** Oldest first, as the api gives it. */
  history: readonly OrderDetailsStatusChange[];
  /** The billing address as printed lines (spec: addresses.invoice.lines); none shows no address block. */
  billingAddressLines: readonly string[];
  esims: readonly OrderDetailsEsim[];
  /** Same-origin path of the invoice PDF; null while there is none (not paid). */
  invoiceUrl: string | null;
}

/** Where the order message form stands. */
export type OrderMessageStatus = 'idle' | 'busy' | 'sent' | 'error';

/** What the order message form sends (spec §3 Order message: item and message). */
export interface OrderMessageDraft {
  /** The line it is about; null for the whole order. */
  orderLineId: string | null;
  message: string;
}

/** Every text of the order details, already translated; the eSIM cards' under their own names. */
export interface OrderDetailsLabels extends EsimInstallCardLabels {
  /** Title: (reference) => `Order ${reference}`. */
  title: (reference: string) => string;
  /** Facts: "Date", "Status", "Payment method"; and what shows while there is no payment: "Not paid yet". */
  date: string;
  status: string;
  paymentMethod: string;
  noPaymentMethod: string;
  /** Status names: { delivered: 'Delivered', … }. */
  statuses: Readonly<Record<OrderStatus, string>>;
  /** Heading of the lines: "Items". */
  lines: string;
  /** Read before the numbers of a line: "Quantity", "Unit price incl. VAT", "Total incl. VAT". */
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  /** Totals: "Products", "Shipping", "VAT", "Total". */
  products: string;
  shipping: string;
  tax: string;
  total: string;
  /** Heading of the eSIM cards: "Your eSIMs". */
  esims: string;
  /** Name of an eSIM's card when its line has several: (name, position, count) => `${name} (${position}/${count})`. */
  esimName: (lineName: string, position: number, count: number) => string;
  /** Heading of the billing address: "Billing address". */
  billingAddress: string;
  /** Heading of the status history: "Order history". */
  history: string;
  /** "Download invoice" (a PDF). */
  downloadInvoice: string;
  /** "Order again", and its failure: "We could not add these eSIMs to your cart." */
  orderAgain: string;
  orderAgainFailed: string;
  /** The message form: heading "Send us a message", "About", "The whole order", "Message", its hint
   * (max) => `Up to ${max} characters`, the counter (count, max) => `${count} / ${max}`, "Send". */
  messageHeading: string;
  messageAbout: string;
  wholeOrder: string;
  message: string;
  messageHint: (max: number) => string;
  messageCount: (count: number, max: number) => string;
  send: string;
  /** "Write your message first.", "Your message was sent. We answer by email.", "Your message could not be sent." */
  messageRequired: string;
  messageSent: string;
  messageFailed: string;
}

export interface OrderDetailsProps extends Omit<ComponentProps<'article'>, 'children'> {
  order: OrderDetailsOrder;
  /** From the user agent, decided by the storefront: which install path each eSIM card leads with. */
  platform: InstallPlatform;
  /** BCP 47 tag for Intl ("fr", "ja", "zh-Hant"). */
  locale: string;
  /** IANA zone the dates are read in; the browser's when absent. Set it when the server renders too. */
  timeZone?: string;
  labels: OrderDetailsLabels;
  /** Spec §4 Order again: re-adds every line to the cart, then checkout. */
  onOrderAgain: () => void;
  orderingAgain?: boolean;
  /** Re-ordering failed: shows `labels.orderAgainFailed`. */
  orderAgainFailed?: boolean;
  onSendMessage: (draft: OrderMessageDraft) => void;
  messageStatus?: OrderMessageStatus;
  /** The server's reason when the message was refused; `labels.messageFailed` otherwise. */
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

/**
 * One order of "my eSIMs" (spec §2 MyAccount order details and the orderDetails side panel, §3 Order;
 * issue 5): title, status, date and payment method; Order again (spec §4) and the invoice PDF; the
 * lines with unit and total prices incl. VAT and the subtotals; each eSIM's install card (the
 * thank-you page's); billing address; status history; and the order message form (spec §3).
 * Lays its blocks side by side only when its container is wide, so it also fits the side panel.
 */
export function OrderDetails({
  order,
  platform,
  locale,
  timeZone,
  labels,
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
  const clipboard = useEsimCopyFeedback(labels);
  const money = (value: OrderMoney) => formatMinorUnits(value.amount, value.currency, locale);
  const date = (iso: string) => formatOrderDate(iso, locale, timeZone);

  const esims = esimCards(order, labels);

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
            {labels.title(order.reference)}
          </TitleTag>
          <OrderStatusBadge status={order.status} labels={labels.statuses} />
        </div>
        <dl data-slot="order-details-facts" className="grid min-w-0 gap-x-6 gap-y-2 text-sm @lg:grid-cols-3">
          <Fact term={labels.date}>
            <time dateTime={order.placedAt}>{date(order.placedAt)}</time>
          </Fact>
          <Fact term={labels.status}>{labels.statuses[order.status]}</Fact>
          <Fact term={labels.paymentMethod}>{order.paymentMethod ?? labels.noPaymentMethod}</Fact>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            data-slot="order-details-order-again"
            loading={orderingAgain}
            onClick={onOrderAgain}
            className="h-auto min-h-11 grow py-2 whitespace-normal mobileWide:grow-0"
          >
            <CartIcon className="size-5" />
            {labels.orderAgain}
          </Button>
          {order.invoiceUrl === null ? null : (
            <a
              href={order.invoiceUrl}
              // A file to keep, not a page: the browser downloads it instead of navigating (same origin).
              download
              data-slot="order-details-invoice"
              className={cn(buttonVariants({ variant: 'secondary' }), 'h-auto min-h-11 grow py-2 whitespace-normal mobileWide:grow-0')}
            >
              {labels.downloadInvoice}
            </a>
          )}
        </div>
        <div role="alert" data-slot="order-details-order-again-alert">
          {orderAgainFailed ? (
            <p className="flex items-start gap-2 text-sm text-danger">
              <AlertIcon className="mt-px size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{labels.orderAgainFailed}</span>
            </p>
          ) : null}
        </div>
      </header>

      <Section heading={labels.lines} HeadingTag={SectionTag} slot="lines">
        <ul className="flex flex-col divide-y divide-border">
          {order.lines.map((line) => (
            <li key={line.id} data-slot="order-details-line" className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
              <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5">
                <span className="font-semibold [overflow-wrap:anywhere]">{line.name}</span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {/* Read as "Quantity 2, Unit price incl. VAT €12.99"; seen as "2 × €12.99". */}
                  <span className="sr-only">
                    {labels.quantity} {line.quantity}, {labels.unitPrice} {money(line.unitPriceWithTax)}
                  </span>
                  <span aria-hidden="true" data-slot="order-details-line-unit">
                    {line.quantity} × {money(line.unitPriceWithTax)}
                  </span>
                </span>
              </div>
              <span className="ms-auto font-bold tabular-nums">
                <span className="sr-only">{labels.lineTotal} </span>
                {money(line.linePriceWithTax)}
              </span>
            </li>
          ))}
        </ul>
        <dl data-slot="order-details-totals" className="flex flex-col gap-2 border-t border-border pt-3">
          <TotalRow term={labels.products}>{money(order.subtotals.products)}</TotalRow>
          <TotalRow term={labels.shipping}>{money(order.subtotals.shipping)}</TotalRow>
          <TotalRow term={labels.tax}>{money(order.subtotals.tax)}</TotalRow>
          <TotalRow term={labels.total} emphasis="total">
            {money(order.total)}
          </TotalRow>
        </dl>
      </Section>

      {esims.length === 0 ? null : (
        <Section heading={labels.esims} HeadingTag={SectionTag} slot="esims">
          {esims.map(({ esim, name }, index) => (
            <EsimInstallCard
              key={`${index}:${esim.lpaString}`}
              esim={{ ...esim, lineName: name }}
              copyKey={String(index)}
              platform={platform}
              labels={labels}
              headingLevel={(headingLevel + 2) as 3 | 4 | 5}
              clipboard={clipboard}
            />
          ))}
          <EsimCopyAnnouncer data-slot="order-details-announcer" clipboard={clipboard} />
        </Section>
      )}

      <div className="grid min-w-0 gap-6 @2xl:grid-cols-2">
        {order.billingAddressLines.length === 0 ? null : (
          <Section heading={labels.billingAddress} HeadingTag={SectionTag} slot="billing-address">
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
          <Section heading={labels.history} HeadingTag={SectionTag} slot="history">
            <ol className="flex flex-col gap-2 text-sm">
              {order.history.map((change, index) => (
                <li key={`${index}:${change.at}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <time dateTime={change.at} className="tabular-nums text-muted-foreground">
                    {date(change.at)}
                  </time>
                  <OrderStatusBadge status={change.status} labels={labels.statuses} />
                </li>
              ))}
            </ol>
          </Section>
        )}
      </div>

      <OrderMessageForm
        lines={order.lines}
        labels={labels}
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
function esimCards(order: OrderDetailsOrder, labels: Pick<OrderDetailsLabels, 'esimName'>) {
  const counts = new Map<string, number>();
  for (const esim of order.esims) counts.set(esim.orderLineId, (counts.get(esim.orderLineId) ?? 0) + 1);
  const seen = new Map<string, number>();
  return order.esims.map((esim) => {
    const lineName = order.lines.find((line) => line.id === esim.orderLineId)?.name ?? order.reference;
    const count = counts.get(esim.orderLineId) ?? 1;
    const position = (seen.get(esim.orderLineId) ?? 0) + 1;
    seen.set(esim.orderLineId, position);
    return { esim, name: count > 1 ? labels.esimName(lineName, position, count) : lineName };
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
  labels: OrderDetailsLabels;
  HeadingTag: HeadingTag;
  status: OrderMessageStatus;
  error: string | undefined;
  maxLength: number;
  onSend: (draft: OrderMessageDraft) => void;
}

/** The value of the "whole order" choice; line ids never are empty. */
const WHOLE_ORDER = '';

/** Spec §3 Order message: which item (or the whole order) and the message; sent to the shop's staff. */
function OrderMessageForm({ lines, labels, HeadingTag, status, error, maxLength, onSend }: OrderMessageFormProps) {
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

  const fieldError = missing ? labels.messageRequired : undefined;
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds({
    hint: labels.messageHint(maxLength),
    error: fieldError,
  });
  const counterId = `${controlId}-count`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const text = message.trim();
    if (text === '') {
      setMissing(true);
      textareaRef.current?.focus();
      return;
    }
    onSend({ orderLineId: about === WHOLE_ORDER ? null : about, message: text });
  }

  return (
    <section aria-labelledby={headingId} data-slot="order-details-message" className={orderDetailsSectionClassName}>
      <HeadingTag id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {labels.messageHeading}
      </HeadingTag>
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        <SelectField
          label={labels.messageAbout}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
          options={[{ value: WHOLE_ORDER, label: labels.wholeOrder }, ...lines.map((line) => ({ value: line.id, label: line.name }))]}
        />
        <div data-slot="order-details-message-field" data-invalid={invalid || undefined} className="flex min-w-0 flex-col gap-1.5">
          <FieldLabel htmlFor={controlId} required>
            {labels.message}
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
              <FieldHint id={hintId}>{labels.messageHint(maxLength)}</FieldHint>
              <FieldError id={errorId}>{fieldError}</FieldError>
            </div>
            <p
              id={counterId}
              data-slot="order-details-message-count"
              className={cn('text-sm tabular-nums text-muted-foreground', message.length >= maxLength && 'font-semibold text-foreground')}
            >
              {labels.messageCount(message.length, maxLength)}
            </p>
          </div>
        </div>
        <div role="status" data-slot="order-details-message-status">
          {status === 'sent' ? (
            <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm font-semibold">
              <CheckCircleIcon className="mt-px size-4 shrink-0 text-success" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{labels.messageSent}</span>
            </p>
          ) : null}
        </div>
        <div role="alert" data-slot="order-details-message-alert">
          {status === 'error' ? (
            <p className="flex items-start gap-2 rounded-md border border-danger p-3 text-sm text-danger">
              <AlertIcon className="mt-px size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{error ?? labels.messageFailed}</span>
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" loading={busy} className="h-auto min-h-11 w-full py-2 whitespace-normal mobileWide:w-auto">
            {labels.send}
          </Button>
        </div>
      </form>
    </section>
  );
}
