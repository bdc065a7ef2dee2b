/**
 * The shop's icons, as the document's head links them. They are PNG pictures drawn from
 * `public/favicon.svg` when the storefront is built (`storefront/vite/shop-icons.ts`): a browser
 * parses an SVG favicon as a document of its own on the page's main thread after the page has
 * loaded, 6–11 ms here and up to 50 on a busy machine (four times that on Lighthouse's phone,
 * inside the time it counts as blocking, issue 36), where a small PNG decodes in a fraction of
 * a millisecond.
 */
export const SHOP_ICONS = [
  // A tab's 16 CSS px on a 2× screen.
  { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/favicon-32.png' },
  // iOS's home-screen icon.
  { rel: 'apple-touch-icon', sizes: '180x180', href: '/apple-touch-icon.png' },
] as const;
