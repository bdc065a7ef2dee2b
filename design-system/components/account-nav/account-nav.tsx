import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import type { accountNavMessages } from './account-nav.messages';
import { accountNavLinkVariants, accountNavListClassName } from './account-nav.variants';

/** One page of the account: the MyAccount children of spec §2 (BillingDetails, MyNewsletter, MyProfile, OrderHistory, ShippingDetails). */
export interface AccountNavItem {
  /** Stable key, e.g. the route name 'OrderHistory'. */
  id: string;
  href: string;
  /** Already translated: "My eSIMs". */
  label: string;
}

export interface AccountNavProps extends Omit<ComponentProps<'nav'>, 'children' | 'aria-label'> {
  /** In the order shown. */
  items: readonly AccountNavItem[];
  /** The page on screen: marked with `aria-current="page"`. */
  currentId: string | null;
  renderLink?: RenderLink;
}

/**
 * The navigation of the MyAccount layout (spec §2): the account's pages, the current one marked.
 * A sideways-scrolling row on phones, brought to the current item on arrival; a column from the
 * tablet breakpoint.
 */
export function AccountNav({ items, currentId, renderLink = renderAnchor, className, ...rest }: AccountNavProps) {
  const text = useComponentText<typeof accountNavMessages>('AccountNav');
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list === null || list === undefined || current === null || current === undefined) return;
    // Scrolls the row only, never the page (scrollIntoView would move the window too).
    if (list.scrollWidth > list.clientWidth) {
      const listBox = list.getBoundingClientRect();
      const box = current.getBoundingClientRect();
      list.scrollLeft += box.left - listBox.left - (listBox.width - box.width) / 2;
    }
  }, [currentId]);

  return (
    <nav aria-label={text('label')} data-slot="account-nav" className={cn('min-w-0', className)} {...rest}>
      <ul ref={listRef} className={accountNavListClassName}>
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id} className="flex shrink-0 tablet:block">
              {renderLink({
                href: item.href,
                className: accountNavLinkVariants({ state: current ? 'current' : 'idle' }),
                'aria-current': current ? 'page' : undefined,
                children: item.label,
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
