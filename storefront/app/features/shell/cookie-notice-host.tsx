import { useIntl } from 'react-intl';

import { selectIsNoticeShown } from '@shop/machines/consent';
import { CookieNotice } from '@shop/design-system';

import { useLocale } from '../../lib/locale-route';
import { renderRouterLink } from '../../lib/router-link';
import { contentPath } from '../../lib/content-paths';
import { ConsentContext } from './consent-context';

/** Spec §2 cookie notice with its 'Got it' button, until the shopper presses it (remembered a year). */
export function CookieNoticeHost() {
  const intl = useIntl();
  const locale = useLocale();
  const shown = ConsentContext.useSelector(selectIsNoticeShown);
  const consent = ConsentContext.useActorRef();
  return (
    <CookieNotice
      open={shown}
      text={intl.formatMessage({ id: 'cookies.text' })}
      privacyHref={contentPath(locale, 'Privacy')}
      renderLink={renderRouterLink}
      onAccept={() => consent.send({ type: 'consent.accepted' })}
    />
  );
}
