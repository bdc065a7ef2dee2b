// The content plugin's dashboard extension (declared in content.plugin.ts's `dashboard`): FAQs and
// their categories, pages, blog posts and tags, the contact subjects and details, each text
// editable per language with the dashboard's content-language selector. Each kind is a list route
// and a detail route made from its description in screens.tsx (content-screens.tsx); its texts are
// in the 8 languages in i18n/*.po (`npm run dashboard:i18n` extracts them). Built by the
// dashboard's Vite build (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { api, defineDashboardExtension } from '@vendure/dashboard';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { FileTextIcon } from 'lucide-react';

import { CONTENT_SECTION, contentRoutes } from './content-screens';
import { contactDetailsIdDocument } from './documents';
import { blogPosts, blogTags, cmsPages, contactDetails, contactSubjects, faqCategories, faqs } from './screens';

/** The contact details are one row: their nav entry opens its detail page. */
function ContactDetailsEntry() {
  const { data } = useQuery({ queryKey: ['shopContentContactDetailsId'], queryFn: () => api.query(contactDetailsIdDocument) });
  const id: string | undefined = data?.contactDetails?.id;
  if (!data) return null;
  if (!id) {
    return (
      <div className="p-6 text-sm text-muted-foreground">
        <Trans>The contact details are not seeded yet.</Trans>
      </div>
    );
  }
  return <Navigate to="/shop-contact-details/$id" params={{ id }} replace />;
}

const [contactDetailsEntry, contactDetailsDetail] = contentRoutes(contactDetails);

defineDashboardExtension({
  navSections: [{ id: CONTENT_SECTION, title: /* i18n */ 'Content', icon: FileTextIcon, placement: 'top', order: 450 }],
  routes: [
    ...[faqs, faqCategories, cmsPages, blogPosts, blogTags, contactSubjects].flatMap(contentRoutes),
    { ...contactDetailsEntry!, component: () => <ContactDetailsEntry /> },
    contactDetailsDetail!,
  ],
});
