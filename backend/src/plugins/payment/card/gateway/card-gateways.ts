import type { CardPaymentSettings } from '../card-payment-settings';
import type { CardGateway } from './card-gateway';
import { SandboxCardGateway } from './sandbox-card-gateway';
import { StripeCardGateway } from './stripe-card-gateway';

/** The adapter CARD_PROVIDER chooses (card-payment-settings.ts): the checkout never knows which. */
export function cardGatewayOf(settings: CardPaymentSettings, production: boolean): CardGateway {
  if (settings.provider === 'stripe' && settings.stripe) {
    const { secretKey, apiUrl } = settings.stripe;
    return new StripeCardGateway({ secretKey, apiUrl, timeoutMs: settings.timeoutMs, requireHttpsChallenge: production });
  }
  const { gatewayUrl, secretKey, timeoutMs } = settings;
  return new SandboxCardGateway({ baseUrl: gatewayUrl, secretKey, timeoutMs });
}
