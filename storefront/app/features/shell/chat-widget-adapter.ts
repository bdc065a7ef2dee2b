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

/** Injects the widget's script once and settles on its load or error event. */
export function loadChatScript(scriptUrl: string, signal: AbortSignal): Promise<void> {
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

export function isChatReady(): boolean {
  try {
    return window.ShopChat?.isReady() === true;
  } catch {
    return false;
  }
}
