import { intlLocale, type ShopLanguage } from '../../../seed/languages';
import { SUPPLIER_ALERT_MESSAGES } from './alert-messages';
import type { SupplierAlert } from './supplier-alert';

/** Subject and template variables (backend/email-templates/staff-alert) of a supplier alert. */
export function supplierAlertMail(alert: SupplierAlert, language: ShopLanguage, raisedAt: Date) {
  const t = SUPPLIER_ALERT_MESSAGES[language];
  const texts = t.kinds[alert.kind];
  const locale = intlLocale(language);
  const subject = texts.subject(alert.subject);
  return {
    subject,
    templateVars: {
      lang: locale,
      title: subject,
      preview: texts.action,
      heading: subject,
      intro: texts.action,
      action: t.onceNote,
      rows: [
        { label: t.aboutLabel, value: alert.subject },
        { label: t.detailLabel, value: alert.detail },
        {
          label: t.raisedAtLabel,
          value: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(raisedAt),
        },
      ],
    },
  };
}
