/**
 * The shop's mark beside its name: the drawing of `public/favicon.svg`, inline. As an `<img>` a
 * browser parses an SVG as a document of its own on the page's main thread (twice here: the
 * preload and the picture, about 5 ms each on this project's machines); inline it is a few
 * elements of the page. `shop-mark.test.ts` keeps the two drawings the same.
 */
export function ShopMark() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0b5cad" />
      <path d="M10 7h9l5 5v13a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z" fill="#fff" />
      <rect x="11" y="14" width="10" height="9" rx="1.5" fill="#0b5cad" />
    </svg>
  );
}
