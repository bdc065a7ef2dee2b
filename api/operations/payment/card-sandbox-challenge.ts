import { z } from '../../zod';
import { callGateway, cardTokenSchema, type GatewayCallOptions } from './card-gateway-call';
import type { CardPaymentConfig } from './card-payment';

/*
 * The sandbox acquirer's 3-D Secure challenge, for the storefront's `/{lang}/test-simulator` page
 * (spec §2) and the tests: it shows the challenge, the shopper approves, declines or abandons, and
 * the page returns to `returnUrl` with md, paRes and cres. Only meaningful when `config.sandbox`.
 */

/** The sandbox's challenge as the storefront's `/{lang}/test-simulator` page shows it. */
const sandboxChallengeSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'completed']),
  merchantName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  brand: cardTokenSchema.shape.brand,
  last4: z.string().length(4),
});
export type SandboxChallenge = z.infer<typeof sandboxChallengeSchema>;

export const SANDBOX_CHALLENGE_OUTCOMES = ['approve', 'decline', 'abandon'] as const;
export type SandboxChallengeOutcome = (typeof SANDBOX_CHALLENGE_OUTCOMES)[number];

/** The shopper's answer on the challenge page: what to return to `/{lang}/payment/{provider}.html` with. */
const sandboxChallengeResultSchema = z.object({
  md: z.string(),
  paRes: z.string(),
  cres: z.string(),
  returnUrl: z.url(),
});
export type SandboxChallengeResult = z.infer<typeof sandboxChallengeResultSchema>;

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
