import type { MetaDescriptor } from 'react-router';

interface OpenGraphInput {
  type: 'website' | 'product' | 'article';
  title: string;
  description: string;
  url: string;
  siteName: string;
  image?: string;
}

/** Open Graph tags, so a shared link previews with the page's own title, text and picture. */
export function openGraph({ type, title, description, url, siteName, image }: OpenGraphInput): MetaDescriptor[] {
  return [
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: siteName },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}
