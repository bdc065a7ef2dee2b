import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';

import './preview.css';
import { ComponentDocsPage } from './component-docs-page';
import { STOREFRONT_LOCALES } from '../design-system/components/language-switcher/locales';
import { COMPONENT_LOCALES, designSystemMessages, type ComponentLocale } from '../design-system/messages';
import { breakpointTokens } from '../design-system/tokens';

const DEFAULT_LOCALE = 'en';

/** BCP 47 tag of a storefront locale code ("tw" → "zh-Hant"; bare "tw" would mean Twi to Intl). */
function languageTagOf(code: unknown): string {
  return STOREFRONT_LOCALES.find((locale) => locale.code === code)?.lang ?? DEFAULT_LOCALE;
}

function componentLocaleOf(code: unknown): ComponentLocale {
  return COMPONENT_LOCALES.find((locale) => locale === code) ?? DEFAULT_LOCALE;
}

/**
 * Gives every story the react-intl context the storefront provides, in the
 * toolbar's language (or a story's `globals.locale`), with the components' own
 * texts in that language: a designer sees any story in any of the 8 languages.
 */
const withIntl: Decorator = (Story, context) => {
  const languageTag = languageTagOf(context.globals['locale']);
  return (
    <IntlProvider
      locale={languageTag}
      defaultLocale={DEFAULT_LOCALE}
      messages={designSystemMessages(componentLocaleOf(context.globals['locale']))}
    >
      <div lang={languageTag}>
        <Story />
      </div>
    </IntlProvider>
  );
};

/** The spec's breakpoints as Storybook viewports (height is a typical device height). */
const viewportOptions = Object.fromEntries(
  Object.entries(breakpointTokens).map(([name, token]) => [
    name,
    {
      name: `${name} (${token.value}px)`,
      styles: { width: `${token.value}px`, height: token.value < 768 ? '740px' : '900px' },
      type: token.value < 768 ? 'mobile' : token.value < 1024 ? 'tablet' : 'desktop',
    },
  ]),
);

/**
 * Storybook's Vitest plugin renders a story into the test's page, without the classes the preview
 * gives its body for the story's `layout`: the page gets the same margins here, so the story tests
 * play, and photograph (.storybook/story-pictures.ts), the story as designers see it.
 */
const withStoryLayoutInTests: NonNullable<Preview['beforeEach']> = (context) => {
  if (!context.parameters['__isPortableStory']) return;
  const padded = context.parameters['layout'] !== 'fullscreen';
  Object.assign(document.body.style, { margin: '0', padding: padded ? '1rem' : '0', boxSizing: 'border-box' });
};

const preview: Preview = {
  decorators: [withIntl],
  beforeEach: withStoryLayoutInTests,
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is axe-checked in the story tests; a violation fails the run.
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    docs: { page: ComponentDocsPage },
    // Storybook opens on the first entry (`/` shows it): the introduction for designers. Written
    // inline because Storybook reads this order from the file's text, not by running it.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Icons', 'Motion', 'Breakpoints', 'Layers'],
          'Components',
          // One group per flow, named as its machine folder and storefront feature (docs/conventions.md).
          'Account',
          'Cart',
          'Catalog',
          'Checkout',
          'Contact',
          'Content',
          'eSIM status',
          'Layout',
          'Newsletter',
          'Payment',
          'Reviews',
          'Search',
          'Shell',
        ],
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Shop language (react-intl locale)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STOREFRONT_LOCALES.map((locale) => ({ value: locale.code, title: `${locale.code} · ${locale.label}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
};

export default preview;
