/**
 * What a production start would take card payments with instead of a real card provider, one line
 * per missing setting (startup/production-stand-ins.ts): the sandbox acquirer takes no real money,
 * and Stripe without its keys is Stripe's simulator. Where each key is in Stripe's dashboard: README
 * › Card payments.
 */
export function cardProviderStandIns(env: NodeJS.ProcessEnv): string[] {
  const provider = env['CARD_PROVIDER']?.trim() || 'sandbox';
  if (provider !== 'stripe') {
    return ['CARD_PROVIDER: the sandbox card gateway takes no real money (stripe, with its keys: README › Card payments)'];
  }
  const missing: Array<[name: string, where: string]> = [
    ['STRIPE_PUBLISHABLE_KEY', 'Stripe dashboard › Developers › API keys › Publishable key, pk_live_…'],
    ['STRIPE_SECRET_KEY', 'Stripe dashboard › Developers › API keys › Secret key, sk_live_… (or a restricted key, rk_live_…)'],
    ['STRIPE_WEBHOOK_SECRET', 'Stripe dashboard › Developers › Webhooks › your endpoint › Signing secret, whsec_…'],
  ];
  return missing.filter(([name]) => !env[name]?.trim()).map(([name, where]) => `${name}: without it Stripe's simulator answers (${where})`);
}
