import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  AlertIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  CopyIcon,
  GlobeIcon,
  InfoIcon,
  QrCodeIcon,
  SmartphoneIcon,
} from '../../lib/icons';
import type { LinkRenderProps, RenderLink } from '../../lib/render-link';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import { Flag } from '../flag/flag';
import { Spinner } from '../spinner/spinner';
import {
  thankYouDisclosureSummaryClassName,
  thankYouEsimClassName,
  thankYouIconVariants,
  thankYouQrClassName,
  type ThankYouStatus,
} from './thank-you-panel.variants';

/** Which install path leads: the one-tap link on an iPhone, the QR code on a computer. */
export type InstallPlatform = 'ios' | 'android' | 'desktop';

/** One delivered eSIM profile, as the order carries it (issue 4 "eSIM delivery"). */
export interface ThankYouEsim {
  /** The plan it belongs to, "France eSIM 5 GB 30 days"; heads its card. Make it unique per eSIM ("… (2/2)"). */
  lineName: string;
  /** `LPA:1$<SM-DP+>$<matching id>`, what the QR code encodes. */
  lpaString: string;
  /** The QR code as a PNG data URL. */
  qrCodeDataUrl: string;
  /** iOS 17.4+ one-tap install: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=…`. */
  appleInstallUrl: string;
  smdpAddress: string;
  /** The matching ID, called activation code on phones. */
  activationCode: string;
}

/** One line of the order as the thank-you page lists it. */
export interface ThankYouOrderLine {
  id: string;
  /** "France eSIM". */
  name: string;
  /** flag-icons code; null shows a globe (regional plans). */
  flagCode: string | null;
  /** Data and duration, "5 GB · 30 days". */
  options?: string;
  quantity: number;
}

/** Every text of the thank-you page, already translated. */
export interface ThankYouPanelLabels {
  /** Title while the eSIM is prepared: "Thank you for your order!". */
  deliveringTitle: string;
  /** Next to the spinner, announced: "Your eSIM is on its way". */
  delivering: string;
  /** Under it: "This usually takes a few seconds. This page updates by itself." */
  deliveringHint?: string;
  /** Title once sent (spec §2): (email) => `Your eSIM was sent to ${email}`. */
  deliveredTitle: (email: string) => string;
  /** Title when the provider could not supply the eSIM: "We could not prepare your eSIM". */
  failedTitle: string;
  /** Spec §4: "Your order was cancelled and refunded automatically. …". */
  failedText: string;
  /** Term before the order code: "Order number". */
  orderCode: string;
  /** Heading of the order lines: "Your order". */
  orderLines: string;
  /** Read before "× 2": "Quantity". */
  quantity: string;
  /** The one-tap link on an iPhone: "Install on this iPhone". */
  installOnIphone: string;
  /** Toggle of the folded QR code on phones: "Show the QR code". */
  showQrCode: string;
  /** Under the QR code: "Scan it with the phone that will use the eSIM: Settings › Mobile data › Add eSIM." */
  qrCodeHint: string;
  /** Alt text of the QR image: (lineName) => `QR code to install ${lineName}`. */
  qrCodeAlt: (lineName: string) => string;
  /** Heading of the manual details: "Or enter the details by hand". */
  manualEntry: string;
  /** "SM-DP+ address". */
  smdpAddress: string;
  /** "Activation code". */
  activationCode: string;
  /** Visible text of a copy button: "Copy". */
  copy: string;
  /** Its accessible name: (what) => `Copy ${what}` with what = `smdpAddress` or `activationCode`. */
  copyValue: (what: string) => string;
  /** Shown and announced after copying: "Copied". */
  copied: string;
  /** Announced when the browser refused: "Could not copy. The text is selected: copy it with your keyboard." */
  copyFailed: string;
  /** Spec §4: "Your plan starts when the eSIM is downloaded or first connects to a network." */
  planStarts: string;
  /** Spec §9 delivery facts, one sentence each (email within 1 minute; after 5 minutes check spam or contact support). */
  deliveryFacts: readonly string[];
  /** The link back home: "Back to home". */
  backHome: string;
}

export interface ThankYouPanelProps extends Omit<ComponentProps<'div'>, 'children'> {
  status: ThankYouStatus;
  /** Where the eSIM goes (the order's email). */
  email: string;
  /** The order's code, as the shopper quotes it to support. */
  orderCode: string;
  lines: readonly ThankYouOrderLine[];
  /** The delivered profiles (status `delivered`), one per eSIM bought. */
  esims?: readonly ThankYouEsim[];
  /** From the user agent, decided by the storefront. */
  platform: InstallPlatform;
  labels: ThankYouPanelLabels;
  /** The home page of the shopper's language, `/{lang}`. */
  homeHref: string;
  renderLink?: RenderLink;
  flagBasePath?: string;
  /** Level of the title; the page's `h1` by default. */
  headingLevel?: 1 | 2;
}

/** How long a copy button says "Copied" before it reads "Copy" again. */
const COPIED_FEEDBACK_MS = 2000;

const renderAnchor: RenderLink = ({ href, children, ...rest }: LinkRenderProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';
const headingTags: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4'];
function headingTag(level: number): HeadingTag {
  return headingTags[Math.min(level, headingTags.length) - 1] ?? 'h4';
}

/**
 * The thank-you page body (spec §2 Thank-you, issue 4 "eSIM delivery"):
 * - `delivering`: paid, the eSIM is being prepared; a spinner and "on its way"
 *   (the page polls meanwhile; the change to delivered is announced);
 * - `delivered`: the title names the email; per eSIM the install path for the
 *   platform (iPhone: one-tap link first, QR folded; computer: QR shown;
 *   Android: the details to type first, QR folded), the SM-DP+ address and
 *   activation code with copy buttons, the plan-start note and delivery facts;
 * - `failed`: the order was cancelled and refunded (spec §4), announced.
 * The order code and lines, and the link home, show in every state.
 */
export function ThankYouPanel({
  status,
  email,
  orderCode,
  lines,
  esims = [],
  platform,
  labels,
  homeHref,
  renderLink = renderAnchor,
  flagBasePath,
  headingLevel = 1,
  className,
  ...rest
}: ThankYouPanelProps) {
  const TitleTag = headingTag(headingLevel);
  const SectionTag = headingTag(headingLevel + 1);
  const linesHeadingId = useId();
  const clipboard = useCopyFeedback(labels);

  const title =
    status === 'delivered'
      ? labels.deliveredTitle(email)
      : status === 'failed'
        ? labels.failedTitle
        : labels.deliveringTitle;

  return (
    <div
      data-slot="thank-you-panel"
      data-status={status}
      data-platform={platform}
      className={cn('flex min-w-0 flex-col gap-6 text-foreground', className)}
      {...rest}
    >
      <header className="flex min-w-0 flex-col gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span aria-hidden="true" className={thankYouIconVariants({ status })}>
            {status === 'delivering' ? (
              <Spinner className="size-6" />
            ) : status === 'delivered' ? (
              <CheckCircleIcon className="size-7" />
            ) : (
              <AlertIcon className="size-7" />
            )}
          </span>
          <TitleTag className="min-w-0 self-center text-xl font-bold [overflow-wrap:anywhere] tablet:text-2xl">{title}</TitleTag>
        </div>
        <dl data-slot="thank-you-panel-order-code" className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <dt className="text-muted-foreground">{labels.orderCode}</dt>
          <dd className="font-mono font-semibold [overflow-wrap:anywhere]">{orderCode}</dd>
        </dl>
      </header>

      {/* Mounted in every state so that what the polling brings is announced. The wrapper cancels the
          page's gap so the empty regions take no room; what they show brings its own margin. */}
      <div data-slot="thank-you-panel-live" className="-mt-6 flex flex-col">
        <div role="status" data-slot="thank-you-panel-status">
          {status === 'delivering' ? (
            <div className="mt-6 flex flex-col gap-1 rounded-lg border border-border bg-muted p-4">
              <p className="flex items-center gap-2 font-semibold">
                <Spinner size="sm" className="text-primary" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{labels.delivering}</span>
              </p>
              {labels.deliveringHint === undefined ? null : (
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{labels.deliveringHint}</p>
              )}
            </div>
          ) : status === 'delivered' ? (
            <span className="sr-only">{title}</span>
          ) : null}
        </div>
        <div role="alert" data-slot="thank-you-panel-alert">
          {status === 'failed' ? (
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-danger bg-background p-4 text-danger">
              <AlertIcon className="mt-0.5 size-5" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{labels.failedText}</span>
            </p>
          ) : null}
        </div>
      </div>

      {status === 'delivered'
        ? esims.map((esim, index) => (
            <EsimCard
              key={`${index}:${esim.lpaString}`}
              esim={esim}
              copyKey={String(index)}
              platform={platform}
              labels={labels}
              HeadingTag={SectionTag}
              SubheadingTag={headingTag(headingLevel + 2)}
              clipboard={clipboard}
            />
          ))
        : null}

      {status === 'failed' ? null : (
        <div data-slot="thank-you-panel-facts" className="flex flex-col gap-2 rounded-lg bg-muted p-4 text-sm">
          {status === 'delivered' ? (
            <p className="flex items-start gap-2 font-semibold">
              <InfoIcon className="mt-px size-4" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{labels.planStarts}</span>
            </p>
          ) : null}
          {labels.deliveryFacts.length === 0 ? null : (
            <ul className="flex list-disc flex-col gap-1 ps-6 text-muted-foreground">
              {labels.deliveryFacts.map((fact) => (
                <li key={fact} className="[overflow-wrap:anywhere]">
                  {fact}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <section aria-labelledby={linesHeadingId} className="flex min-w-0 flex-col gap-2">
        <SectionTag id={linesHeadingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {labels.orderLines}
        </SectionTag>
        <ul data-slot="thank-you-panel-lines" className="flex flex-col divide-y divide-border">
          {lines.map((line) => (
            <li key={line.id} className="flex min-w-0 items-center gap-3 py-3">
              {line.flagCode === null ? (
                <span
                  aria-hidden="true"
                  className="inline-flex h-6 w-8 shrink-0 items-center justify-center rounded-sm bg-muted text-muted-foreground"
                >
                  <GlobeIcon className="size-4" />
                </span>
              ) : (
                <Flag code={line.flagCode} size="md" basePath={flagBasePath} />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold [overflow-wrap:anywhere]">{line.name}</span>
                {line.options === undefined || line.options === '' ? null : (
                  <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{line.options}</span>
                )}
              </div>
              <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                <span className="sr-only">{labels.quantity} </span>
                <span aria-hidden="true">× </span>
                {line.quantity}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div>
        {renderLink({
          href: homeHref,
          className: cn(buttonVariants({ variant: 'secondary' }), 'h-auto min-h-11 py-2 whitespace-normal'),
          children: labels.backHome,
        })}
      </div>

      {/* Copy feedback for screen readers; the button shows it to everyone else. */}
      <div role="status" data-slot="thank-you-panel-announcer" className="sr-only">
        {clipboard.announcement === null ? null : <span key={clipboard.announcement.id}>{clipboard.announcement.text}</span>}
      </div>
    </div>
  );
}

interface CopyFeedback {
  copiedKey: string | null;
  announcement: { text: string; id: number } | null;
  copy: (key: string, value: string, valueElement: HTMLElement | null) => Promise<void>;
}

/** Copies through the async Clipboard API and says so; on refusal, selects the text for a manual copy. */
function useCopyFeedback(labels: Pick<ThankYouPanelLabels, 'copied' | 'copyFailed'>): CopyFeedback {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<CopyFeedback['announcement']>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announcements = useRef(0);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copy(key: string, value: string, valueElement: HTMLElement | null) {
    clearTimeout(resetTimer.current);
    // A new id re-mounts the text, so a second "Copied" in a row is announced again.
    announcements.current += 1;
    try {
      // Missing outside secure contexts (a shop opened over plain http on a LAN address).
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      setCopiedKey(key);
      setAnnouncement({ text: labels.copied, id: announcements.current });
    } catch {
      setCopiedKey(null);
      setAnnouncement({ text: labels.copyFailed, id: announcements.current });
      if (valueElement !== null) window.getSelection()?.selectAllChildren(valueElement);
    }
    resetTimer.current = setTimeout(() => {
      setCopiedKey(null);
      setAnnouncement(null);
    }, COPIED_FEEDBACK_MS);
  }

  return { copiedKey, announcement, copy };
}

interface EsimCardProps {
  esim: ThankYouEsim;
  copyKey: string;
  platform: InstallPlatform;
  labels: ThankYouPanelLabels;
  HeadingTag: HeadingTag;
  SubheadingTag: HeadingTag;
  clipboard: CopyFeedback;
}

function EsimCard({ esim, copyKey, platform, labels, HeadingTag, SubheadingTag, clipboard }: EsimCardProps) {
  const headingId = useId();

  const qrCode = (
    <figure data-slot="thank-you-panel-qr" className="flex flex-col items-start gap-2">
      <img
        src={esim.qrCodeDataUrl}
        alt={labels.qrCodeAlt(esim.lineName)}
        // Explicit size: the box is reserved before the image decodes.
        width={192}
        height={192}
        className={thankYouQrClassName}
      />
      <figcaption className="max-w-xs text-sm text-muted-foreground [overflow-wrap:anywhere]">{labels.qrCodeHint}</figcaption>
    </figure>
  );

  // Phones cannot scan their own screen: the code stays folded there, one tap away for a second device.
  const foldedQrCode = (
    <details data-slot="thank-you-panel-qr-disclosure" className="group rounded-md border border-border p-3">
      <summary className={thankYouDisclosureSummaryClassName}>
        <QrCodeIcon className="size-5" />
        <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{labels.showQrCode}</span>
        <ChevronDownIcon className="size-5 transition-transform duration-(--motion-duration-fast) group-open:rotate-180" />
      </summary>
      <div className="pt-3">{qrCode}</div>
    </details>
  );

  const manualEntry = (
    <ManualEntry esim={esim} copyKey={copyKey} labels={labels} HeadingTag={SubheadingTag} clipboard={clipboard} />
  );

  return (
    <article data-slot="thank-you-panel-esim" aria-labelledby={headingId} className={thankYouEsimClassName}>
      <HeadingTag id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {esim.lineName}
      </HeadingTag>

      {platform === 'ios' ? (
        <>
          <a
            href={esim.appleInstallUrl}
            data-slot="thank-you-panel-install"
            className={cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-12 w-full py-2 whitespace-normal tablet:w-auto tablet:self-start')}
          >
            <SmartphoneIcon />
            <span className="[overflow-wrap:anywhere]">{labels.installOnIphone}</span>
          </a>
          {foldedQrCode}
          {manualEntry}
        </>
      ) : platform === 'android' ? (
        <>
          {manualEntry}
          {foldedQrCode}
        </>
      ) : (
        <div className="flex min-w-0 flex-col gap-6 tablet:flex-row tablet:items-start">
          {qrCode}
          <div className="min-w-0 flex-1">{manualEntry}</div>
        </div>
      )}
    </article>
  );
}

function ManualEntry({
  esim,
  copyKey,
  labels,
  HeadingTag,
  clipboard,
}: Omit<EsimCardProps, 'platform' | 'SubheadingTag'>) {
  const headingId = useId();
  const rows = [
    { key: `${copyKey}:smdp`, term: labels.smdpAddress, value: esim.smdpAddress },
    { key: `${copyKey}:code`, term: labels.activationCode, value: esim.activationCode },
  ];
  return (
    // A group, not a section: with several eSIMs, same-named regions would be indistinct landmarks.
    <div role="group" data-slot="thank-you-panel-manual" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <HeadingTag id={headingId} className="font-semibold [overflow-wrap:anywhere]">
        {labels.manualEntry}
      </HeadingTag>
      <dl className="flex min-w-0 flex-col gap-3">
        {rows.map((row) => (
          <CopyRow key={row.key} rowKey={row.key} term={row.term} value={row.value} labels={labels} clipboard={clipboard} />
        ))}
      </dl>
    </div>
  );
}

function CopyRow({
  rowKey,
  term,
  value,
  labels,
  clipboard,
}: {
  rowKey: string;
  term: string;
  value: string;
  labels: ThankYouPanelLabels;
  clipboard: CopyFeedback;
}) {
  const valueRef = useRef<HTMLElement>(null);
  const copied = clipboard.copiedKey === rowKey;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      {/* The button drops under the value when the row is too narrow for both (320 px, long translations). */}
      <dd className="flex min-w-0 flex-wrap items-center gap-2">
        <code
          ref={valueRef}
          className="min-w-0 flex-1 basis-44 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
        >
          {value}
        </code>
        <Button
          variant="secondary"
          data-slot="thank-you-panel-copy"
          data-copied={copied || undefined}
          aria-label={labels.copyValue(term)}
          onClick={() => void clipboard.copy(rowKey, value, valueRef.current)}
          className="shrink-0"
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? labels.copied : labels.copy}
        </Button>
      </dd>
    </div>
  );
}
