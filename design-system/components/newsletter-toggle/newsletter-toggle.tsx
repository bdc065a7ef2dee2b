import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckIcon, MailIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { FormMessage, HEADING_TAGS, type FormHeadingLevel } from '../form-parts/form-parts';
import type { newsletterToggleMessages } from './newsletter-toggle.messages';
import { newsletterToggleIconVariants, newsletterToggleVariants } from './newsletter-toggle.variants';

export interface NewsletterToggleProps extends Omit<ComponentProps<'section'>, 'children' | 'onChange'> {
  subscribed: boolean;
  /** Title of the block, already translated ("Newsletter"), where the page has none above it. */
  title?: string;
  /** Level of `title`. Default 2 (under the MyAccount page's `h1`). */
  headingLevel?: FormHeadingLevel;
  /** The change is being sent: the button is busy and ignores presses. */
  busy?: boolean;
  /** Why the change failed, already translated and announced: the server's message or "An error occured". */
  error?: string;
  /** The button: called with the wanted state (`true` to subscribe). */
  onSubscribedChange: (subscribed: boolean) => void;
}

/**
 * MyNewsletter (spec §2, issue 5): whether the customer receives the
 * newsletter, as a sentence, and one button that does the opposite.
 *
 * The sentence is a live status, so the change is announced once the shop
 * confirmed it; focus stays on the button, whose name then reads the new
 * action. Presentational: the state comes back through `subscribed`. The
 * sentence and the button are its own texts, in the shopper's language.
 */
export function NewsletterToggle({
  subscribed,
  title,
  headingLevel = 2,
  busy = false,
  error,
  onSubscribedChange,
  className,
  'aria-labelledby': labelledByProp,
  ...rest
}: NewsletterToggleProps) {
  const text = useComponentText<typeof newsletterToggleMessages>('NewsletterToggle');
  const titleId = useId();
  const Heading = HEADING_TAGS[headingLevel];
  const hasTitle = title !== undefined && title !== '';

  return (
    <section
      data-slot="newsletter-toggle"
      data-subscribed={subscribed}
      aria-labelledby={labelledByProp ?? (hasTitle ? titleId : undefined)}
      aria-busy={busy || undefined}
      className={cn(newsletterToggleVariants({ subscribed }), className)}
      {...rest}
    >
      {hasTitle ? (
        <Heading id={titleId} className="text-lg font-bold [overflow-wrap:anywhere]">
          {title}
        </Heading>
      ) : null}
      <div className="flex min-w-0 flex-col">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className={newsletterToggleIconVariants({ subscribed })}>
            {subscribed ? <CheckIcon className="size-5" /> : <MailIcon />}
          </span>
          <p role="status" data-slot="newsletter-toggle-state" className="min-w-0 text-base [overflow-wrap:anywhere]">
            {subscribed ? text('subscribed') : text('notSubscribed')}
          </p>
        </div>
        {/* A margin, not the section's gap: the region stays mounted (so it announces) and takes no room empty. */}
        <FormMessage message={error} slot="newsletter-toggle-error" className="mt-3" />
      </div>
      <Button
        variant={subscribed ? 'secondary' : 'primary'}
        loading={busy}
        className="h-auto min-h-11 w-full py-2 whitespace-normal tablet:w-auto tablet:self-start"
        onClick={() => onSubscribedChange(!subscribed)}
      >
        {subscribed ? text('unsubscribe') : text('subscribe')}
      </Button>
    </section>
  );
}
