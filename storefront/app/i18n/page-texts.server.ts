import { AsyncLocalStorage } from 'node:async_hooks';

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import { jsonInScript } from '../lib/http/json-in-script';
import { watchCompiledTexts, type Messages } from '../lib/i18n/intl';

/*
 * A page a shared cache keeps carries the texts it shows (issue 36): the browser hydrates it with
 * them, without waiting for the language's catalog, which it still fetches after the first paint
 * for what the page shows later (a panel, a message; lib/i18n/catalog.ts). Which texts: the ones
 * looked up while the server rendered this page (its meta, its parts hydrated later, the design
 * system's), heard through the Intl object's catalog (lib/i18n/intl.ts) under this render's
 * context, so that two pages rendered at once do not mix.
 */

const textsOfThisRender = new AsyncLocalStorage<Set<string>>();

/**
 * The compiled texts, adding each one react-intl looks up to this render's: it asks
 * `hasOwnProperty` (which reads the property's descriptor) before it reads a text.
 */
function heardWhenLookedUp(compiled: Record<string, MessageFormatElement[]>): Record<string, MessageFormatElement[]> {
  return new Proxy(compiled, {
    getOwnPropertyDescriptor(target, id) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target, id);
      if (descriptor !== undefined && typeof id === 'string') textsOfThisRender.getStore()?.add(id);
      return descriptor;
    },
  });
}

watchCompiledTexts(heardWhenLookedUp);

/** Runs `render`, adding to `texts` every text looked up by it and by what it goes on to do (its later tasks included). */
export function hearingPageTexts<T>(texts: Set<string>, render: () => T): T {
  return textsOfThisRender.run(texts, render);
}

/**
 * The `<script>` that carries `texts` from `messages` (as the catalog's file has them), a data
 * block the browser does not run (no policy need name it) and from which no text can escape
 * (`jsonInScript`). Sorted, the same page gives the same bytes.
 */
export function pageTextsScript(texts: ReadonlySet<string>, messages: Messages): string {
  const carried: Messages = {};
  for (const id of [...texts].sort()) {
    const text = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (text !== undefined) carried[id] = text;
  }
  return `<script type="application/json" data-shop-page-texts="">${jsonInScript(carried)}</script>`;
}
