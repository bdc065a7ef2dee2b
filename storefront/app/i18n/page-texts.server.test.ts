import { createElement as h, lazy, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';

import { createShopIntl, type Messages } from '../lib/i18n/intl';
import { compileMessages } from './catalogs.server';
import { hearingPageTexts, pageTextsScript } from './page-texts.server';

/** A catalog of its own per test: the texts are heard from the catalog compiled after the listener was set. */
function catalog(): Messages {
  return compileMessages({
    'page.title': 'Travel eSIMs',
    'page.count': '{count, plural, one {# plan} other {# plans}}',
    'page.later': 'Shown once its code has loaded',
    'panel.title': 'Only in a panel opened later',
    // Quoted, as ICU wants a literal `<`: parsed, the text holds `</script><!--` as it is.
    'hostile.text': "A '</script><!-- <script>alert(1)</script>' in a text",
  });
}

// Elements written without JSX: the unit project takes `.ts` files.
function Title() {
  const intl = useIntl();
  return h('h1', null, intl.formatMessage({ id: 'page.title' }));
}

/** A part whose code comes later, as the parts hydrated later do: the server renders it once it has. */
const LaterPart = lazy(async () => {
  await sleep(20);
  return { default: () => h(FormattedMessage, { id: 'page.later' }) };
});

function Page({ messages }: { messages: Messages }) {
  return h(
    RawIntlProvider,
    { value: createShopIntl('en', messages) },
    h(Title),
    h('p', null, h(FormattedMessage, { id: 'page.count', values: { count: 3 } })),
    h(Suspense, { fallback: null }, h(LaterPart)),
  );
}

/** The page rendered whole by React, as a page a shared cache keeps is, hearing its texts. */
function rendered(messages: Messages, texts: Set<string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = hearingPageTexts(texts, () =>
      renderToPipeableStream(h(Page, { messages }), {
        onAllReady() {
          const sink = new PassThrough();
          text(sink).then(resolve, reject);
          pipe(sink);
        },
        onShellError: reject,
      }),
    );
  });
}

describe('the texts a page carries', () => {
  it("are the ones its render looked up, those of a part finished later included, and no other page's", async () => {
    const messages = catalog();
    const first = new Set<string>();
    const second = new Set<string>();
    // Two pages at once: their renders interleave on the event loop, each hears its own.
    const [html] = await Promise.all([
      rendered(messages, first),
      hearingPageTexts(second, async () => {
        await sleep(5);
        createShopIntl('en', messages).formatMessage({ id: 'panel.title' });
      }),
    ]);
    expect(html).toContain('Shown once its code has loaded');
    expect([...first].sort()).toEqual(['page.count', 'page.later', 'page.title']);
    expect([...second]).toEqual(['panel.title']);
    // Outside any render nothing is heard, and nothing is kept.
    createShopIntl('en', messages).formatMessage({ id: 'page.title' });
    expect([...first, ...second]).toHaveLength(4);
  });

  it('travel in a data block the browser reads back as the same texts, sorted, unknown ids left out', () => {
    const messages = catalog();
    const script = pageTextsScript(new Set(['page.title', 'hostile.text', 'page.count', 'no.such.text']), messages);
    const [, attributes = '', json = ''] = /^<script([^>]*)>([\s\S]*)<\/script>$/.exec(script) ?? [];
    expect(attributes).toBe(' type="application/json" data-shop-page-texts=""');
    // Nothing in a text ends the block or opens a comment: the HTML parser reads it to its own end.
    expect(JSON.stringify(messages['hostile.text'])).toContain('</script><!--');
    expect(json).not.toMatch(/<\/script|<!--/i);
    const carried = JSON.parse(json) as Messages;
    expect(Object.keys(carried)).toEqual(['hostile.text', 'page.count', 'page.title']);
    for (const id of Object.keys(carried)) expect(carried[id], id).toEqual(messages[id]);
  });

  it('are the same bytes for the same page', () => {
    const messages = catalog();
    expect(pageTextsScript(new Set(['page.title', 'page.count']), messages)).toBe(
      pageTextsScript(new Set(['page.count', 'page.title']), messages),
    );
  });
});
