import type { ReactNode, SVGProps } from 'react';
import { cn } from './cn';

/**
 * Line icons of the design system (24 × 24, stroke `currentColor`). Always
 * decorative: the control around them carries the accessible name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ className, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
);

export const CartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 8H6.2" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="18" cy="20" r="1.3" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

/** Speed (info row `speed`). */
export const GaugeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.9 19a9 9 0 1 1 14.2 0" />
    <path d="M12 14l4-5" />
    <circle cx="12" cy="14" r="1.2" />
  </Icon>
);

/** Calls and SMS (info row `calls-sms`). */
export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Icon>
);

/** Roaming network (info row `roaming-network`). */
export const AntennaIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h2V16H4zM9 20h2v-8H9zM14 20h2V8h-2zM19 20h2V4h-2z" />
  </Icon>
);

/** Activation (info row `activation`). */
export const PowerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v9" />
    <path d="M6.4 6.6a8 8 0 1 0 11.2 0" />
  </Icon>
);

/** Compatible devices (info row `compatible-devices`). */
export const SmartphoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="7" y="2.5" width="10" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </Icon>
);

/** Coverage (info row `coverage`). */
export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

/** Any other info row. */
export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);

/** Quantity stepper: one less. */
export const MinusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14" />
  </Icon>
);

/** Quantity stepper: one more. */
export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

/** Removing a cart line. */
export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4h6v3" />
  </Icon>
);

/** An applied coupon code. */
export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.3" />
  </Icon>
);

/** Error messages (never colour alone). */
export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
);

/** A done checkout step; a ticked checkbox. */
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

/** A confirmed payment. */
export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16.5 9.5" />
  </Icon>
);

/** Card details go straight to the payment provider. */
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);

/** The bank side of a 3-D Secure challenge. */
export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6z" />
    <path d="M9 12l2.2 2.2L15.5 10" />
  </Icon>
);

/** Copy a value to the clipboard. */
export const CopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
    <path d="M15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
  </Icon>
);

/** Showing the QR code of an eSIM. */
export const QrCodeIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
    <path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 20.5h1M20.5 14v1" />
  </Icon>
);

/*
 * Card brand marks: simple monochrome drawings made for this shop (not the
 * brands' artwork), 48 × 32, in `currentColor` so they follow the semantic
 * colours of wherever they sit (card form, footer). Decorative like the
 * icons above: `CardBrandMark` gives each its accessible name.
 */
type MarkProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Mark({ className, children, ...rest }: MarkProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 48 32"
      fill="currentColor"
      className={cn('h-full w-auto shrink-0', className)}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Brand marks write their name in the system sans-serif: no web font to wait for. */
const markFont = 'ui-sans-serif, system-ui, sans-serif';

/** Visa: the italic wordmark. */
export const VisaMark = (props: MarkProps) => (
  <Mark {...props}>
    <text
      x="24"
      y="21"
      textAnchor="middle"
      fontFamily={markFont}
      fontSize="14"
      fontStyle="italic"
      fontWeight="800"
      textLength="32"
      lengthAdjust="spacingAndGlyphs"
    >
      VISA
    </text>
  </Mark>
);

/** Mastercard: two overlapping circles, the overlap darker. */
export const MastercardMark = (props: MarkProps) => (
  <Mark {...props}>
    <circle cx="18.5" cy="16" r="10" fillOpacity="0.9" />
    <circle cx="29.5" cy="16" r="10" fillOpacity="0.45" />
  </Mark>
);

/** American Express: the boxed short name, the text cut out of the box. */
export const AmexMark = (props: MarkProps) => (
  <Mark {...props}>
    <rect x="5" y="8" width="38" height="16" rx="2" />
    <text
      x="24"
      y="20.5"
      textAnchor="middle"
      fontFamily={markFont}
      fontSize="10"
      fontWeight="800"
      textLength="30"
      lengthAdjust="spacingAndGlyphs"
      className="fill-card"
    >
      AMEX
    </text>
  </Mark>
);

/** Discover: the wordmark with its round "O". */
export const DiscoverMark = (props: MarkProps) => (
  <Mark {...props}>
    <text x="3" y="19" fontFamily={markFont} fontSize="8.5" fontWeight="700" textLength="19" lengthAdjust="spacingAndGlyphs">
      DISC
    </text>
    <circle cx="26.5" cy="16" r="3.8" />
    <text x="31" y="19" fontFamily={markFont} fontSize="8.5" fontWeight="700" textLength="14" lengthAdjust="spacingAndGlyphs">
      VER
    </text>
  </Mark>
);

/** A card number before its brand is known. */
export const CreditCardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6.5 15h4" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);

/*
 * Wallet marks for the payment step (issue 6), drawn for this shop (not the
 * brands' artwork files). Decorative like the icons: the button or option
 * around them carries the accessible name.
 */

/**
 * The PayPal wordmark, "Pay" and "Pal" in PayPal's two blues (#003087,
 * #009CDE) as PayPal's button rules ask on gold, silver and white buttons;
 * `tone="mono"` draws it in `currentColor` (white on the blue and black
 * buttons). Brand colours are written here, not taken from the theme: they
 * belong to PayPal and must not follow a re-brand of the shop.
 */
export const PayPalWordmark = ({ tone = 'brand', className, ...rest }: MarkProps & { tone?: 'brand' | 'mono' }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 100 28"
    data-tone={tone}
    className={cn('h-5 w-auto shrink-0', className)}
    {...rest}
  >
    <text
      x="1"
      y="21"
      fontFamily={markFont}
      fontSize="23"
      fontStyle="italic"
      fontWeight="800"
      textLength="98"
      lengthAdjust="spacingAndGlyphs"
    >
      <tspan fill={tone === 'brand' ? '#003087' : 'currentColor'}>Pay</tspan>
      <tspan fill={tone === 'brand' ? '#009CDE' : 'currentColor'}>Pal</tspan>
    </text>
  </svg>
);

/** Body with its bite, then the leaf, in a 20 × 24 box. */
const appleGlyphPath =
  'M10 6.8C11.6 5.8 14.8 5.4 16.6 7.9C14.9 9 14.5 11.1 15 12.6C15.5 14 16.5 14.9 17.5 15.3C16.6 18 14.8 21.2 13 21.3C11.8 21.4 11.3 20.7 10 20.7C8.7 20.7 8.2 21.4 7 21.3C4.6 21.2 2 16.6 2 12.6C2 8.8 4.6 6.2 7.2 6.2C8.4 6.2 9.3 6.8 10 6.8Z' +
  'M10.2 5.6C10.2 3.6 11.8 1.6 13.8 1.4C13.9 3.4 12.3 5.5 10.2 5.6Z';

/** The Apple logo glyph (an apple with a bite and a leaf), in `currentColor`, 20 × 24. */
export const AppleLogoGlyph = ({ className, ...rest }: MarkProps) => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 20 24"
    fill="currentColor"
    className={cn('h-5 w-auto shrink-0', className)}
    {...rest}
  >
    <path d={appleGlyphPath} />
  </svg>
);

/** The Apple Pay mark for lists of payment methods: the glyph and "Pay" in a rounded outline, 48 × 32, `currentColor`. */
export const ApplePayMark = (props: MarkProps) => (
  <Mark {...props}>
    <rect x="1" y="3" width="46" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path transform="translate(7 8) scale(0.62)" d={appleGlyphPath} />
    <text x="20" y="21.5" fontFamily={markFont} fontSize="12" fontWeight="600" textLength="21" lengthAdjust="spacingAndGlyphs">
      Pay
    </text>
  </Mark>
);

/** The offline banner: a crossed-out Wi-Fi fan. */
export const WifiOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.6-2.6M19 12.9a10 10 0 0 0-2.4-1.8M2 9.3a15 15 0 0 1 4.3-2.9M22 9.3A15 15 0 0 0 11 5.1" />
    <path d="M12 20h.01" />
  </Icon>
);

/** The contact form among the ways to reach support. */
export const FormIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
);

/** Blog card: how many times a post was read. */
export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

/** Promises bar: instant delivery. */
export const BoltIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 2.5L4.5 13.5H12l-1 8 8.5-11H12z" />
  </Icon>
);

/** Promises bar: support around the clock. */
export const HeadsetIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
    <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
    <path d="M19 19.5c0 1.1-1.8 2-4 2h-2" />
  </Icon>
);

/** Start a video or a carousel's rotation. */
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5v15l12.5-7.5z" />
  </Icon>
);

/** Stop a carousel's rotation. */
export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);
