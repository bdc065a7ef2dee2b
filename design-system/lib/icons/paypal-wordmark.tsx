import { cn } from '../cn';
import type { MarkProps } from './icon';
import { payPalPalOutline, payPalPayOutline } from './mark-glyphs';

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
  <svg aria-hidden="true" viewBox="0 0 100 28" data-tone={tone} className={cn('h-5 w-auto shrink-0', className)} {...rest}>
    <path d={payPalPayOutline} fill={tone === 'brand' ? '#003087' : 'currentColor'} />
    <path d={payPalPalOutline} fill={tone === 'brand' ? '#009CDE' : 'currentColor'} />
  </svg>
);
