import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Button } from '../button/button';
import type { cookieNoticeMessages } from './cookie-notice.messages';
import { cookieNoticeVariants } from './cookie-notice.variants';

export interface CookieNoticeProps extends Omit<ComponentProps<'section'>, 'children' | 'role'> {
  /** Shown while the visitor has not accepted yet; `false` renders nothing. */
  open: boolean;
  /** What the shop does with cookies, already translated: the shop's own words, not the notice's. */
  text: string;
  /** Where the privacy page is (`/{lang}/privacy.html`): a "Privacy policy" link after the text. */
  privacyHref?: string;
  /** The "Got it" button (spec §2): the visitor accepted (spec §9: the host grants ad and analytics storage). */
  onAccept: () => void;
  renderLink?: RenderLink;
}

/**
 * The cookie-consent notice of the default layout (spec §2 "Other UI", §9).
 *
 * A named region, not a dialog: it neither traps focus nor hides the page, so
 * the shop stays usable before the visitor answers, and screen readers find it
 * among the landmarks (named "Cookies"). Nothing takes focus when it appears (it would pull the
 * visitor away from what they came for); it sits at the end of the page in
 * reading order.
 */
export function CookieNotice({ open, text, privacyHref, onAccept, renderLink = renderAnchor, className, ...rest }: CookieNoticeProps) {
  const componentText = useComponentText<typeof cookieNoticeMessages>('CookieNotice');
  if (!open) return null;
  return (
    <section data-slot="cookie-notice" aria-label={componentText('label')} className={cn(cookieNoticeVariants(), className)} {...rest}>
      <p className="text-sm [overflow-wrap:anywhere]">
        {text}
        {privacyHref !== undefined ? (
          <>
            {' '}
            {renderLink({
              href: privacyHref,
              className:
                'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              children: componentText('privacy'),
            })}
          </>
        ) : null}
      </p>
      <Button
        data-slot="cookie-notice-accept"
        className="h-auto min-h-11 w-full py-2 whitespace-normal tablet:w-auto tablet:self-end"
        onClick={onAccept}
      >
        {componentText('accept')}
      </Button>
    </section>
  );
}
