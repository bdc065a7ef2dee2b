import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { MenuItem } from '@shop/api';

import { useLocale } from '../../lib/i18n/locale-route';
import { siteNavigation } from './menu-links';

/** The menu side panel: home and the bootstrap's menu items; content pages join as their issues land. */
export function MenuPanel({ menuItems }: { menuItems: MenuItem[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const linkClass = 'block rounded-md px-3 py-3 text-lg font-medium hover:bg-muted focus-visible:bg-muted';
  return (
    <nav aria-label={intl.formatMessage({ id: 'sidePanel.menu.title' })}>
      <ul className="flex flex-col gap-1">
        <li>
          <Link to={`/${locale}`} className={linkClass}>
            {intl.formatMessage({ id: 'menu.home' })}
          </Link>
        </li>
        {siteNavigation(intl, locale, menuItems).map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
