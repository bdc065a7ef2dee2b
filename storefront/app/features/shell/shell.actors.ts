import type { chatWidgetMachine, LoadWidgetInput } from '@shop/machines/chat-widget';
import type { chunkReloadMachine } from '@shop/machines/chunk-reload';
import type { consentMachine, StoredConsent } from '@shop/machines/consent';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';
import type { ThirdParties } from '../../lib/react/root-data';
import { readConsentCookie, writeConsentCookie } from './consent-cookie';
import { grantConsent, loadTrackingScripts, trackPageView } from './tracking';

/*
 * The page shell's machines and the browser they act on: the consent cookie and the tags, the
 * chat widget's script, the reload after a missing route chunk. None of them asks the shop.
 */

/** The cookie consent: the stored grant, and the tags the shop's configuration names. */
export function consentActors(
  thirdParties: ThirdParties,
): MachineActors<typeof consentMachine, 'grantConsent' | 'rememberConsent' | 'loadTrackingScripts' | 'trackPageView'> {
  return {
    actors: { readStoredConsent: fromPromise<StoredConsent>(async () => readConsentCookie()) },
    actions: {
      grantConsent: (_, state) => grantConsent(state),
      rememberConsent: () => writeConsentCookie(),
      loadTrackingScripts: () => loadTrackingScripts(thirdParties),
      trackPageView: (_, { path }) => trackPageView(thirdParties, path),
    },
  };
}

/**
 * What the configured chat script must expose (README "Chat widget"): a small shim over the
 * vendor's own API (Crisp, Tawk, Zendesk…), so the shop's button works with any of them.
 */
interface ShopChatWidget {
  isReady(): boolean;
  open(): void;
  /** Called when the shopper closes the chat: the shop's button shows again. */
  onClose(listener: () => void): void;
}

declare global {
  interface Window {
    ShopChat?: ShopChatWidget;
  }
}

/** Injects the widget's script once and settles on its load or error event; the signal gives up waiting. */
function loadChatScript(scriptUrl: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[data-chat-widget][src="${CSS.escape(scriptUrl)}"]`);
    if (existing?.dataset['loaded'] === 'true') {
      resolve();
      return;
    }
    const script = existing ?? document.createElement('script');
    const done = () => {
      script.dataset['loaded'] = 'true';
      resolve();
    };
    const failed = () => {
      // A later press tries again with a fresh element.
      script.remove();
      reject(new Error(`The chat script ${scriptUrl} did not load`));
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', failed, { once: true });
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    if (!existing) {
      script.async = true;
      script.src = scriptUrl;
      script.dataset['chatWidget'] = '';
      document.head.append(script);
    }
  });
}

function isChatReady(): boolean {
  try {
    return window.ShopChat?.isReady() === true;
  } catch {
    return false;
  }
}

/**
 * The chat button's widget: its script (the machine's timeout or stop aborts the wait), whether it
 * is ready, opening it (its "closed" callback tells the machine), or the contact options when the
 * shop configured no chat.
 */
export function chatWidgetActors(
  showContactOptions: () => void,
): MachineActors<typeof chatWidgetMachine, 'openWidget' | 'showContactOptions', 'isWidgetReady'> {
  return {
    actors: {
      loadWidget: fromPromise<void, LoadWidgetInput>(({ input, signal }) => loadChatScript(input.scriptUrl, signal)),
    },
    guards: { isWidgetReady: () => isChatReady() },
    actions: {
      openWidget: ({ self }) => {
        window.ShopChat?.onClose(() => self.send({ type: 'chat.closed' }));
        window.ShopChat?.open();
      },
      showContactOptions: () => showContactOptions(),
    },
  };
}

const LAST_RELOAD_KEY = 'esim_chunk_reload_at';

/** When the page last reloaded for a failed chunk (epoch ms), or `null` (session storage, unreadable included). */
export function readLastReload(): number | null {
  try {
    const stored = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** The reload guard's effects: remember when it reloaded (for `readLastReload` on the next page), reload. */
export function chunkReloadActors(): MachineActors<typeof chunkReloadMachine, 'rememberReload' | 'reloadPage'> {
  return {
    actions: {
      rememberReload: (_, { at }) => {
        try {
          window.sessionStorage.setItem(LAST_RELOAD_KEY, String(at));
        } catch {
          // Storage refused (private mode): the guard still reloads once on this page.
        }
      },
      reloadPage: () => window.location.reload(),
    },
  };
}
