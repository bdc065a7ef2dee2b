/*
 * The integration tests the cluster runs again through its load balancers (issue 18): the flows the
 * issue names (a guest's card purchase with a 3-D Secure challenge, a PayPal purchase, register →
 * verify → log in) and those whose locks, rate limits and sessions must hold across instances.
 * The rest of those files checks input and rules that do not depend on how many processes answer:
 * the single shop's integration run covers them. reruns.test.ts checks every name is still a test.
 */
export const CLUSTER_RERUNS: Readonly<Record<string, readonly string[]>> = {
  'api/operations/payment/card-payment.integration.test.ts': [
    'approve → finish: the order is PaymentSettled, charged once',
    '20 concurrent debits of one order make exactly one charge',
    '20 concurrent debits with 20 different cards (tabs) still make one charge',
  ],
  'api/operations/payment/wallet-payment.integration.test.ts': [
    'captures the approved order once, places it',
    'captures once under 20 concurrent replays of one return',
  ],
  'api/operations/account/account.integration.test.ts': [
    'the account exists only after the emailed link',
    'wrong password and unknown email are the same INVALID_CREDENTIALS_ERROR',
    'logging in keeps the guest cart; logout ends the session on the server',
    // Named after ACCOUNT_RATE_LIMIT_PER_MINUTE: the part after the number.
    'in a minute from one address is refused (429); another address may still log in',
    'registration and reset requests: the one after',
  ],
};

/** Whether the cluster runs this test of `file` (a path from the repository's root). */
export function runsOnCluster(file: string, testName: string): boolean {
  const names = CLUSTER_RERUNS[file];
  return names === undefined || names.some((name) => testName.includes(name));
}
