import { expect, test, type Page } from '@playwright/test';

import { waitForHydration } from '../support/page-health';
import { addPlanAndCheckout } from '../support/purchase';

/*
 * Issue 19: at every width of spec §9 every header button is on the screen and none covers
 * another, and on the narrowest phones (320 and 375 px) no element of the main pages or of the
 * side panels reaches past the screen's right edge. On main the cart button sat at 331–375 px on
 * a 320 px phone.
 */

/**
 * Horizontally scrolling containers by design: what they hold may lie past the edge, the shopper
 * swipes to it. Anything else past the edge is a bug.
 */
const SCROLLING_BY_DESIGN = [
  // Sliders (home page: popular destinations, the promises bar): one slide at a time, swiped.
  '[data-slot="slider-track"]',
] as const;

/** Elements that reach past the right edge of the viewport, outside the containers above. */
async function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate((scrolling) => {
    const edge = document.documentElement.clientWidth + 0.5;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge) continue;
      if (scrolling.some((selector) => element.closest(selector) !== null)) continue;
      const slot = element.getAttribute('data-slot');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(`${element.tagName.toLowerCase()}${slot ? `[${slot}]` : ''} "${text}" ends at ${Math.round(box.right)}`);
    }
    return found;
  }, SCROLLING_BY_DESIGN);
}

/** Header controls (buttons and links the shopper can see) outside the viewport or covering one another. */
async function headerControlsMisplaced(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (header === null) return ['no header'];
    const width = document.documentElement.clientWidth;
    const controls = [...header.querySelectorAll<HTMLElement>('button, a')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      // The skip link is a 1 px screen-reader box until focused; the language list is a popup.
      .filter((control) => !control.classList.contains('sr-only') && control.closest('[data-slot="language-switcher-list"]') === null)
      .map((control) => ({
        name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
        box: control.getBoundingClientRect(),
      }));
    const problems: string[] = [];
    for (const { name, box } of controls) {
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`"${name}" at ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
    }
    controls.forEach((first, index) => {
      for (const second of controls.slice(index + 1)) {
        const a = first.box;
        const b = second.box;
        const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
        if (!apart) problems.push(`"${first.name}" overlaps "${second.name}"`);
      }
    });
    return controls.length === 0 ? ['no header controls'] : problems;
  });
}

async function expectToFit(page: Page, where: string): Promise<void> {
  expect(await elementsPastTheEdge(page), `${where}: elements past the right edge`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${where}: sideways scroll`,
  ).toBe(0);
}

/** Opens a side panel from its header button, waits for it to slide in, checks it, closes it. */
async function expectPanelToFit(page: Page, button: string, where: string): Promise<void> {
  await page.locator(`header [data-slot="${button}"]`).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await expectToFit(page, `${where}, panel ${button}`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

for (const { width, languages } of [
  // German has the longest labels; English is the default.
  { width: 320, languages: ['en', 'de'] },
  { width: 375, languages: ['en'] },
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const language of languages) {
      test(`in ${language} the main pages and the side panels fit and every header button is on the screen`, async ({ page }) => {
        for (const path of ['', '/Offers', '/Category', '/esim-japan.html']) {
          const where = `/${language}${path}`;
          await page.goto(where);
          await waitForHydration(page);
          expect(await headerControlsMisplaced(page), `${where}: header`).toEqual([]);
          await expectToFit(page, where);
        }
        // From the product page: the menu, the cart, the account and the locale panel (the flag button below 425 px).
        for (const button of ['site-header-menu', 'site-header-cart', 'site-header-profile', 'site-header-locale']) {
          await expectPanelToFit(page, button, `/${language}/esim-japan.html`);
        }

        await addPlanAndCheckout(page, 'france');
        if (language !== 'en') {
          await page.goto(`/${language}/checkout.html`);
          await waitForHydration(page);
        }
        expect(await headerControlsMisplaced(page), 'checkout: header').toEqual([]);
        await expectToFit(page, `/${language}/checkout.html`);
      });
    }
  });
}

// The wider breakpoints, header only: one page in the language whose labels are longest there.
for (const { width, language } of [
  { width: 425, language: 'de' },
  { width: 768, language: 'de' },
  // From 1024 px the navigation links share the row: Dutch has the longest ("Veelgestelde vragen").
  { width: 1024, language: 'nl' },
  { width: 1280, language: 'nl' },
  { width: 1600, language: 'nl' },
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width < 1024, hasTouch: width < 1024 });

    test(`in ${language} every header button is on the screen and none overlaps another`, async ({ page }) => {
      await page.goto(`/${language}`);
      await waitForHydration(page);
      expect(await headerControlsMisplaced(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      // From 1024 px each navigation link keeps to one line (44 px) rather than wrapping to make room.
      const linkHeights = await page
        .locator('header nav a')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(linkHeights.filter((height) => height > 44.5)).toEqual([]);
    });
  });
}
