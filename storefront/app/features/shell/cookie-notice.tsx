import { useIntl } from 'react-intl';

import { CookieNotice } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { contentPath } from '../../lib/routing/content-paths';
import { ConsentContext } from './consent-context';

/** Spec §2 cookie notice with its 'Got it' button, while the consent machine shows it. */
export function ShownCookieNotice() {
  const intl = useIntl();
  const locale = useLocale();
  const consent = ConsentContext.useActorRef();
  return (
    <CookieNotice
      open
      text={intl.formatMessage({ id: 'cookies.text' })}
      privacyHref={contentPath(locale, 'Privacy')}
      renderLink={renderRouterLink}
      onAccept={() => consent.send({ type: 'consent.accepted' })}
    />
  );
}
