/** Spec §2: the checkout's address (`/{lang}/checkout.html`, also `/{lang}/Checkout`). */
export function checkoutPath(locale: string): string {
  return `/${locale}/checkout.html`;
}
