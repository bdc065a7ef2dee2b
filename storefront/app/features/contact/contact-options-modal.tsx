import { useIntl } from 'react-intl';

import { ContactOptions, Modal } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { renderRouterLink } from '../../lib/routing/router-link';
import { contentPath } from '../../lib/routing/content-paths';
import { useShopContact } from './shop-contact';

/** What the chat button offers when no chat widget is configured: the phone, the email and the contact form. */
export function ContactOptionsModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const contact = useShopContact();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: 'chat.options.title' })}>
      <ContactOptions
        heading={intl.formatMessage({ id: 'chat.options.heading' })}
        {...(contact
          ? {
              phoneNumber: contact.phone,
              emailAddress: contact.email,
              hoursText: contact.hours,
            }
          : {})}
        formHref={contentPath(locale, 'Contact')}
        renderLink={renderRouterLink}
      />
    </Modal>
  );
}
