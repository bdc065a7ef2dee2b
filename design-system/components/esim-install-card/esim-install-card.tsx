import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText, type ComponentText } from '../../lib/i18n/use-component-text';
import { CheckIcon, ChevronDownIcon, CopyIcon, QrCodeIcon, SmartphoneIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { buttonVariants } from '../button/button.variants';
import type { esimInstallCardMessages } from './esim-install-card.messages';
import { esimDisclosureSummaryClassName, esimInstallCardClassName, esimQrClassName } from './esim-install-card.variants';

/** Which install path leads: the one-tap link on an iPhone, the QR code on a computer. */
export type InstallPlatform = 'ios' | 'android' | 'desktop';

/** One delivered eSIM profile (issue 4 "eSIM delivery"), with the plan name that heads its card. */
export interface InstallableEsim {
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

type CardText = ComponentText<keyof (typeof esimInstallCardMessages)['catalog']['en']>;

type HeadingLevel = 2 | 3 | 4 | 5;
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface EsimInstallCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  esim: InstallableEsim;
  /** From the user agent, decided by the storefront. */
  platform: InstallPlatform;
  /** Level of the card's heading (the plan name); the manual entry's is one below. Default 2. */
  headingLevel?: HeadingLevel;
  /**
   * Copy feedback shared by several cards (`useEsimCopyFeedback`), so one "Copied" shows at a time
   * and one `EsimCopyAnnouncer` speaks for all. Without it the card keeps its own and announces itself.
   */
  clipboard?: EsimCopyFeedback;
  /** Tells this card's copy buttons apart from other cards' in a shared `clipboard`; unique per card. */
  copyKey?: string;
}

/** How long a copy button says "Copied" before it reads "Copy" again. */
const COPIED_FEEDBACK_MS = 2000;

export interface EsimCopyFeedback {
  copiedKey: string | null;
  announcement: { text: string; id: number } | null;
  copy: (key: string, value: string, valueElement: HTMLElement | null) => Promise<void>;
}

/** Copies through the async Clipboard API and says so; on refusal, selects the text for a manual copy. */
export function useEsimCopyFeedback(): EsimCopyFeedback {
  const text = useEsimCardText();
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<EsimCopyFeedback['announcement']>(null);
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
      setAnnouncement({ text: text('copied'), id: announcements.current });
    } catch {
      setCopiedKey(null);
      setAnnouncement({ text: text('copyFailed'), id: announcements.current });
      if (valueElement !== null) window.getSelection()?.selectAllChildren(valueElement);
    }
    resetTimer.current = setTimeout(() => {
      setCopiedKey(null);
      setAnnouncement(null);
    }, COPIED_FEEDBACK_MS);
  }

  return { copiedKey, announcement, copy };
}

/** Copy feedback for screen readers; the button shows it to everyone else. Mount it once per shared `clipboard`. */
export function EsimCopyAnnouncer({
  clipboard,
  className,
  ...rest
}: Omit<ComponentProps<'div'>, 'children' | 'role'> & { clipboard: EsimCopyFeedback }) {
  return (
    <div role="status" data-slot="esim-install-card-announcer" className={cn('sr-only', className)} {...rest}>
      {clipboard.announcement === null ? null : <span key={clipboard.announcement.id}>{clipboard.announcement.text}</span>}
    </div>
  );
}

// Looked up, not returned by a function, so React sees a tag rather than a component made in render.
const HEADING_TAGS: readonly HeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6'];
const headingIndex = (level: number) => Math.min(Math.max(level, 2), 6) - 2;

/**
 * How to install one delivered eSIM (issue 4 "eSIM delivery"; issue 5 order details use the same card):
 * - iPhone: the one-tap install link first, the QR code folded (a phone cannot scan its own screen),
 *   then the details to type;
 * - Android: the details to type first, the QR code folded after them;
 * - computer: the QR code shown, the details beside it.
 * The SM-DP+ address and the activation code each have a copy button that says "Copied".
 */
export function EsimInstallCard({
  esim,
  platform,
  headingLevel = 2,
  clipboard: sharedClipboard,
  copyKey,
  className,
  ...rest
}: EsimInstallCardProps) {
  const headingId = useId();
  const ownKey = useId();
  const text = useEsimCardText();
  const ownClipboard = useEsimCopyFeedback();
  const clipboard = sharedClipboard ?? ownClipboard;
  const key = copyKey ?? ownKey;
  const HeadingTag = HEADING_TAGS[headingIndex(headingLevel)] ?? 'h6';

  const qrCode = (
    <figure data-slot="esim-install-card-qr" className="flex flex-col items-start gap-2">
      <img
        src={esim.qrCodeDataUrl}
        alt={text('qrCodeAlt', { name: esim.lineName })}
        // Explicit size: the box is reserved before the image decodes.
        width={192}
        height={192}
        className={esimQrClassName}
      />
      <figcaption className="max-w-xs text-sm text-muted-foreground [overflow-wrap:anywhere]">{text('qrCodeHint')}</figcaption>
    </figure>
  );

  // Phones cannot scan their own screen: the code stays folded there, one tap away for a second device.
  const foldedQrCode = (
    <details data-slot="esim-install-card-qr-disclosure" className="group rounded-md border border-border p-3">
      <summary className={esimDisclosureSummaryClassName}>
        <QrCodeIcon className="size-5" />
        <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{text('showQrCode')}</span>
        <ChevronDownIcon className="size-5 transition-transform duration-(--motion-duration-fast) group-open:rotate-180" />
      </summary>
      <div className="pt-3">{qrCode}</div>
    </details>
  );

  const manualEntry = (
    <ManualEntry
      esim={esim}
      copyKey={key}
      text={text}
      HeadingTag={HEADING_TAGS[headingIndex(headingLevel + 1)] ?? 'h6'}
      clipboard={clipboard}
    />
  );

  return (
    <article
      data-slot="esim-install-card"
      data-platform={platform}
      aria-labelledby={headingId}
      className={cn(esimInstallCardClassName, className)}
      {...rest}
    >
      <HeadingTag id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {esim.lineName}
      </HeadingTag>

      {platform === 'ios' ? (
        <>
          <a
            href={esim.appleInstallUrl}
            data-slot="esim-install-card-install"
            className={cn(buttonVariants({ size: 'lg' }), 'h-auto min-h-12 w-full py-2 whitespace-normal tablet:w-auto tablet:self-start')}
          >
            <SmartphoneIcon />
            <span className="[overflow-wrap:anywhere]">{text('installOnIphone')}</span>
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
        // Side by side only when the card itself is wide enough (it also sits in a narrow side panel).
        <div className="@container">
          <div className="flex min-w-0 flex-col gap-6 @lg:flex-row @lg:items-start">
            {qrCode}
            <div className="min-w-0 flex-1">{manualEntry}</div>
          </div>
        </div>
      )}

      {sharedClipboard === undefined ? <EsimCopyAnnouncer clipboard={ownClipboard} /> : null}
    </article>
  );
}

interface ManualEntryProps {
  esim: InstallableEsim;
  copyKey: string;
  text: CardText;
  HeadingTag: HeadingTag;
  clipboard: EsimCopyFeedback;
}

function ManualEntry({ esim, copyKey, text, HeadingTag, clipboard }: ManualEntryProps) {
  const headingId = useId();
  const rows = [
    { key: `${copyKey}:smdp`, term: text('smdpAddress'), value: esim.smdpAddress },
    { key: `${copyKey}:code`, term: text('activationCode'), value: esim.activationCode },
  ];
  return (
    // A group, not a section: with several eSIMs, same-named regions would be indistinct landmarks.
    <div role="group" data-slot="esim-install-card-manual" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <HeadingTag id={headingId} className="font-semibold [overflow-wrap:anywhere]">
        {text('manualEntry')}
      </HeadingTag>
      <dl className="flex min-w-0 flex-col gap-3">
        {rows.map((row) => (
          <CopyRow key={row.key} rowKey={row.key} term={row.term} value={row.value} text={text} clipboard={clipboard} />
        ))}
      </dl>
    </div>
  );
}

function CopyRow({
  rowKey,
  term,
  value,
  text,
  clipboard,
}: {
  rowKey: string;
  term: string;
  value: string;
  text: CardText;
  clipboard: EsimCopyFeedback;
}) {
  const valueRef = useRef<HTMLElement>(null);
  const copied = clipboard.copiedKey === rowKey;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      {/* The button drops under the value when the row is too narrow for both (320 px, long translations). */}
      <dd className="flex min-w-0 flex-wrap items-center gap-2">
        <code ref={valueRef} className="min-w-0 flex-1 basis-44 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
          {value}
        </code>
        <Button
          variant="secondary"
          data-slot="esim-install-card-copy"
          data-copied={copied || undefined}
          aria-label={text('copyValue', { what: term })}
          onClick={() => void clipboard.copy(rowKey, value, valueRef.current)}
          className="shrink-0"
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? text('copied') : text('copy')}
        </Button>
      </dd>
    </div>
  );
}

/** The card's own texts; the copy feedback shared by several cards speaks them too. */
function useEsimCardText(): CardText {
  return useComponentText<typeof esimInstallCardMessages>('EsimInstallCard');
}
