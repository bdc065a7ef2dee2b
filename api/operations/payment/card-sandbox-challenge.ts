import {
  sandboxChallengeResultSchema,
  sandboxChallengeSchema,
  type CardPaymentConfig,
  type SandboxChallenge,
  type SandboxChallengeOutcome,
  type SandboxChallengeResult,
} from '../../schemas/card-payment';
import { callGateway, type GatewayCallOptions } from './card-gateway-call';

/*
 * The sandbox acquirer's 3-D Secure challenge, for the storefront's `/{lang}/test-simulator` page
 * (spec §2) and the tests: it shows the challenge, the shopper approves, declines or abandons, and
 * the page returns to `returnUrl` with md, paRes and cres. Only meaningful when `config.sandbox`.
 */

type Options = Pick<GatewayCallOptions, 'fetch' | 'timeoutMs' | 'signal'>;

const challengeUrl = (config: CardPaymentConfig, challengeId: string) =>
  `${config.tokenizationUrl.replace(/\/+$/, '')}/v1/challenges/${encodeURIComponent(challengeId)}`;

export function getSandboxChallenge(config: CardPaymentConfig, challengeId: string, options: Options = {}): Promise<SandboxChallenge> {
  return callGateway('getSandboxChallenge', challengeUrl(config, challengeId), sandboxChallengeSchema, options);
}

export function completeSandboxChallenge(
  config: CardPaymentConfig,
  challengeId: string,
  outcome: SandboxChallengeOutcome,
  options: Options = {},
): Promise<SandboxChallengeResult> {
  return callGateway('completeSandboxChallenge', challengeUrl(config, challengeId), sandboxChallengeResultSchema, {
    ...options,
    body: { outcome },
  });
}

/** The page the shopper returns to, with the challenge's result in its query (spec §2 card payment return). */
export function sandboxReturnUrl(result: SandboxChallengeResult): string {
  const url = new URL(result.returnUrl);
  url.searchParams.set('md', result.md);
  url.searchParams.set('paRes', result.paRes);
  url.searchParams.set('cres', result.cres);
  return url.toString();
}

/** The challenge id of a debit's `challengeUrl` (`…/test-simulator?ref=<id>`). */
export function challengeIdOf(challengePageUrl: string): string | undefined {
  return new URL(challengePageUrl).searchParams.get('ref') ?? undefined;
}
