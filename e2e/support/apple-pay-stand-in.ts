import type { Page } from '@playwright/test';

/*
 * A scripted `ApplePaySession` for Chromium, which has none: injected by the journey before the
 * shop's scripts run (never shipped in the page). It plays Apple's part as Safari would: begin()
 * asks the page to validate the merchant with a validation URL (the sandbox acquirer's own, the
 * only non-Apple one its merchant validation accepts); the merchant session the page completes
 * with goes to the sandbox's test-only Apple side, which seals a payment token for the chosen
 * card; the page receives it in `onpaymentauthorized` and answers with completePayment. What the
 * page did is kept in `window.__applePayStandIn` for the journey to read.
 */

type StandInBehaviour = 'authorize' | 'cancel';

export interface StandInOptions {
  /** The sandbox acquirer's origin as the browser reaches it. */
  gatewayUrl: string;
  /** The card the buyer has in Wallet: one of the README's test cards. */
  cardNumber: string;
  /** `cancel`: the buyer dismisses the sheet instead of authorising. */
  behaviour?: StandInBehaviour;
}

export interface StandInRecord {
  /** The payment requests the page opened sessions with. */
  requests: Array<{ total?: { label?: string; amount?: string }; currencyCode?: string; countryCode?: string }>;
  merchantSessions: number;
  /** completePayment's statuses: 0 success, 1 failure (Apple's constants). */
  completions: number[];
  aborted: number;
}

export async function installApplePayStandIn(page: Page, options: StandInOptions): Promise<void> {
  await page.addInitScript(
    ({ gatewayUrl, cardNumber, behaviour }) => {
      const record: StandInRecord = { requests: [], merchantSessions: 0, completions: [], aborted: 0 };
      (window as unknown as { __applePayStandIn: StandInRecord }).__applePayStandIn = record;

      type Handler<Event> = ((event: Event) => void) | null;
      class ApplePaySessionStandIn {
        static readonly STATUS_SUCCESS = 0;
        static readonly STATUS_FAILURE = 1;
        static canMakePayments(): boolean {
          return true;
        }
        static supportsVersion(version: number): boolean {
          return version >= 1 && version <= 14;
        }
        onvalidatemerchant: Handler<{ validationURL: string }> = null;
        onpaymentauthorized: Handler<{ payment: { token: unknown } }> = null;
        oncancel: Handler<Record<string, never>> = null;
        private ended = false;

        constructor(_version: number, request: StandInRecord['requests'][number]) {
          record.requests.push(request);
        }

        begin(): void {
          setTimeout(() => this.onvalidatemerchant?.({ validationURL: `${gatewayUrl}/apple-pay/validate` }), 20);
        }

        completeMerchantValidation(merchantSession: unknown): void {
          record.merchantSessions += 1;
          if (behaviour === 'cancel') {
            setTimeout(() => this.end(() => this.oncancel?.({})), 50);
            return;
          }
          void fetch(`${gatewayUrl}/apple-pay/test/payment-token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ merchantSession, cardNumber }),
          })
            .then((response) => response.json())
            .then((token: unknown) => this.onpaymentauthorized?.({ payment: { token } }));
        }

        completePayment(result: number | { status: number }): void {
          record.completions.push(typeof result === 'number' ? result : result.status);
          this.ended = true;
        }

        abort(): void {
          record.aborted += 1;
          this.ended = true;
        }

        private end(callback: () => void): void {
          if (this.ended) return;
          this.ended = true;
          callback();
        }
      }
      (window as unknown as { ApplePaySession: typeof ApplePaySessionStandIn }).ApplePaySession = ApplePaySessionStandIn;
    },
    { gatewayUrl: options.gatewayUrl, cardNumber: options.cardNumber.replace(/\s/g, ''), behaviour: options.behaviour ?? 'authorize' },
  );
}

/** What the stand-in recorded in the page. */
export function standInRecord(page: Page): Promise<StandInRecord> {
  return page.evaluate(() => (window as unknown as { __applePayStandIn: StandInRecord }).__applePayStandIn);
}
