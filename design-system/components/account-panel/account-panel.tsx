import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { AlertIcon, ChatIcon, ChevronRightIcon, MailIcon, PhoneIcon, UserIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import type { accountPanelMessages } from './account-panel.messages';
import { accountPanelButtonClassName, accountPanelRowClassName, accountPanelSectionClassName } from './account-panel.variants';

/** Who is logged in; the api's `Customer` passes straight in. */
export interface AccountPanelCustomer {
  firstName: string;
}

/** Where the logged-in links lead (the MyAccount pages or, through `renderLink`, the side panels). */
export interface AccountPanelLinks {
  /** "My eSIMs": MyAccount/OrderHistory or the orders panel. */
  orders: string;
  /** MyAccount/MyProfile or the personalInformation panel. */
  personalInformation: string;
  billingDetails: string;
  newsletter: string;
}

/** The shop's contact points (spec §2: the account panel offers contact by phone, email or chat). */
export interface AccountPanelContact {
  /** As shown, "+33 1 86 95 12 40", and as dialled, "tel:+33186951240". */
  phone: string;
  phoneHref: string;
  /** As shown, "support@example.com", and its "mailto:" link. */
  email: string;
  emailHref: string;
}

export interface AccountPanelProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Null when nobody is logged in (the spec's 410 is this normal state, not an error). */
  customer: AccountPanelCustomer | null;
  /** Open the login and register panels (spec §2: the sidebar machine decides what follows). */
  onLogin: () => void;
  onRegister: () => void;
  links: AccountPanelLinks;
  /** The shop's phone and email; their rows are left out while the shop's configuration is unavailable. */
  contact?: AccountPanelContact | undefined;
  /** Opens the support chat; no chat choice without it. */
  onChat?: () => void;
  /** The chat widget is loading (spec §4): the choice shows a spinner. */
  chatLoading?: boolean;
  onLogout: () => void;
  /** Logging out (ends the session, clears the cart): the button is busy. */
  loggingOut?: boolean;
  logoutFailed?: boolean;
  renderLink?: RenderLink;
  /** Level of the panel's own headings; the side panel's title is the `h2`. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The account side panel (spec §2): logged out, an invitation to log in or register; logged in,
 * a greeting with the first name, the links to "my eSIMs", personal information, billing details
 * and newsletter, and the log out button. Both offer contact by phone, email or chat.
 */
export function AccountPanel({
  customer,
  onLogin,
  onRegister,
  links,
  contact,
  onChat,
  chatLoading = false,
  onLogout,
  loggingOut = false,
  logoutFailed = false,
  renderLink = renderAnchor,
  headingLevel = 3,
  className,
  ...rest
}: AccountPanelProps) {
  const HeadingTag = `h${headingLevel}` as const;
  const contactHeadingId = useId();
  const text = useComponentText<typeof accountPanelMessages>('AccountPanel');

  // The message keys are the links' names.
  const accountLinks: readonly (keyof AccountPanelLinks)[] = ['orders', 'personalInformation', 'billingDetails', 'newsletter'];

  return (
    <div
      data-slot="account-panel"
      data-state={customer === null ? 'logged-out' : 'logged-in'}
      className={cn('flex min-w-0 flex-col gap-6 text-foreground', className)}
      {...rest}
    >
      {customer === null ? (
        <div data-slot="account-panel-guest" className={cn(accountPanelSectionClassName, 'gap-3')}>
          <p className="[overflow-wrap:anywhere]">{text('loggedOutIntro')}</p>
          <Button onClick={onLogin} className={accountPanelButtonClassName}>
            {text('login')}
          </Button>
          <Button variant="secondary" onClick={onRegister} className={accountPanelButtonClassName}>
            {text('register')}
          </Button>
        </div>
      ) : (
        <div data-slot="account-panel-customer" className={accountPanelSectionClassName}>
          <HeadingTag className="flex items-center gap-2 text-lg font-semibold [overflow-wrap:anywhere]">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
            >
              <UserIcon className="size-5" />
            </span>
            <span className="min-w-0">{text('hello', { name: customer.firstName })}</span>
          </HeadingTag>
          <nav aria-label={text('accountLinks')}>
            <ul className="flex flex-col">
              {accountLinks.map((link) => (
                <li key={link}>
                  {renderLink({
                    href: links[link],
                    className: accountPanelRowClassName,
                    children: <RowContent>{text(link)}</RowContent>,
                  })}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}

      <section aria-labelledby={contactHeadingId} data-slot="account-panel-contact" className={accountPanelSectionClassName}>
        <HeadingTag id={contactHeadingId} className="text-base font-semibold [overflow-wrap:anywhere]">
          {text('contactHeading')}
        </HeadingTag>
        <ul className="flex flex-col">
          {contact === undefined ? null : (
            <>
              <li>
                <a href={contact.phoneHref} className={accountPanelRowClassName}>
                  <RowContent icon={<PhoneIcon className="size-5 text-primary" />} detail={contact.phone}>
                    {text('phone')}
                  </RowContent>
                </a>
              </li>
              <li>
                <a href={contact.emailHref} className={accountPanelRowClassName}>
                  <RowContent icon={<MailIcon className="size-5 text-primary" />} detail={contact.email}>
                    {text('email')}
                  </RowContent>
                </a>
              </li>
            </>
          )}
          {onChat === undefined ? null : (
            <li>
              <button
                type="button"
                data-slot="account-panel-chat"
                aria-busy={chatLoading || undefined}
                onClick={() => {
                  if (!chatLoading) onChat();
                }}
                className={accountPanelRowClassName}
              >
                <RowContent
                  icon={chatLoading ? <Spinner size="sm" className="text-primary" /> : <ChatIcon className="size-5 text-primary" />}
                >
                  {text('chat')}
                </RowContent>
              </button>
            </li>
          )}
        </ul>
      </section>

      {customer === null ? null : (
        <div data-slot="account-panel-logout" className="flex flex-col gap-2 border-t border-border pt-4">
          <Button variant="secondary" loading={loggingOut} onClick={onLogout} className={accountPanelButtonClassName}>
            {text('logout')}
          </Button>
          <div role="alert">
            {logoutFailed ? (
              <p className="flex items-start gap-2 text-sm text-danger">
                <AlertIcon className="mt-px size-4 shrink-0" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{text('logoutFailed')}</span>
              </p>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}

function RowContent({ icon, detail, children }: { icon?: ReactNode; detail?: string; children: ReactNode }) {
  return (
    <>
      {icon}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold [overflow-wrap:anywhere]">{children}</span>
        {detail === undefined ? null : <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{detail}</span>}
      </span>
      <ChevronRightIcon className="size-4 text-muted-foreground rtl:rotate-180" />
    </>
  );
}
