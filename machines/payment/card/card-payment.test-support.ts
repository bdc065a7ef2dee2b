import { fromPromise } from 'xstate';
import { cardPaymentMachine } from './card-payment.machine';
import type {
  BrowserInfo,
  CardDebitResult,
  CardFinishInput,
  CardFinishResult,
  CardPaymentConfig,
  CardPaymentEvent,
  CardToken,
  DebitInput,
  TokenizeInput,
} from './card-payment.types';

/*
 * A fake card gateway and browser for the card payment machine's tests: every
 * request waits until the test answers it, so each state can be observed
 * while its request runs, and every dependency call is logged in order.
 * Shared by the unit and the model tests.
 */

/** Sandbox config, as `loadConfig` answers it. */
export const CONFIG: CardPaymentConfig = {
  provider: 'sandbox',
  tokenizationUrl: 'http://127.0.0.1:3002/tokenize',
  publicKey: 'pk_sandbox_test',
  sandbox: true,
};

/** What the hosted fields report once a Visa is typed in full: each field valid (the card stays in the frames). */
export const VALID_CARD: readonly CardPaymentEvent[] = [
  { type: 'field.changed', field: 'cardNumber', state: 'valid', brand: 'visa', cvvLength: 3 },
  { type: 'field.changed', field: 'expiry', state: 'valid' },
  { type: 'field.changed', field: 'cvv', state: 'valid', cvvLength: 3 },
];

export const TOKEN: CardToken = { token: 'tok_sandbox_1', last4: '4242', brand: 'visa' };

export const BROWSER: BrowserInfo = {
  language: 'fr-FR',
  colorDepth: 24,
  screenHeight: 900,
  screenWidth: 1440,
  timezoneOffset: -60,
  userAgent: 'vitest',
};

export const PAID: Extract<CardDebitResult, { status: 'succeeded' }> = {
  status: 'succeeded',
  orderCode: 'ORD-PAID',
  transactionRef: 'tx-paid',
};
export const CHALLENGE: Extract<CardDebitResult, { status: 'challenge' }> = {
  status: 'challenge',
  transactionRef: 'tx-3ds',
  challengeUrl: 'http://127.0.0.1:3002/en/test-simulator?tx=tx-3ds',
};
export const DECLINED: Extract<CardDebitResult, { status: 'declined' }> = {
  status: 'declined',
  transactionRef: 'tx-declined',
  message: 'Card declined',
};

export const RETURNED: CardFinishInput = { transactionRef: 'tx-3ds', md: 'md-1', paRes: 'pares-1', cres: 'cres-1' };
export const FINISHED: CardFinishResult = { status: 'succeeded', orderCode: 'ORD-3DS' };
export const FINISH_DECLINED: CardFinishResult = { status: 'declined', message: 'Authentication failed' };

/** What each request receives and answers. */
export interface GatewayIO {
  loadConfig: { input: undefined; output: CardPaymentConfig };
  tokenize: { input: { config: CardPaymentConfig }; output: CardToken };
  debit: { input: { token: string; browser: BrowserInfo }; output: CardDebitResult };
  finish: { input: CardFinishInput; output: CardFinishResult };
}

export type GatewayRequestName = keyof GatewayIO;

/** One request the machine made, waiting for the test to answer. */
export interface GatewayRequest<Name extends GatewayRequestName = GatewayRequestName> {
  readonly name: Name;
  readonly input: GatewayIO[Name]['input'];
  readonly signal: AbortSignal;
  settled: boolean;
  resolve: (output: GatewayIO[Name]['output']) => void;
  reject: (error: unknown) => void;
}

type AnyGatewayRequest = { [Name in GatewayRequestName]: GatewayRequest<Name> }[GatewayRequestName];

/**
 * What the storefront gives the machine (`cardPaymentActors`): the four requests, the browser's
 * 3-D Secure data read at the debit, and the four effects.
 */
type GatewayDep =
  | 'loadConfig'
  | 'tokenize'
  | 'debit'
  | 'finish'
  | 'readBrowserInfo'
  | 'rememberTransaction'
  | 'forgetTransaction'
  | 'navigateToChallenge'
  | 'goToThankYou';

/** One call of a dependency, in the order the machine made them. */
interface DepCall {
  readonly dep: GatewayDep;
  readonly args: readonly unknown[];
}

export interface FakeGatewayOptions {
  readBrowserInfo?: () => BrowserInfo;
}

export function createFakeGateway(options: FakeGatewayOptions = {}) {
  const requests: AnyGatewayRequest[] = [];
  const calls: DepCall[] = [];

  function request<Name extends GatewayRequestName>(
    name: Name,
    input: GatewayIO[Name]['input'],
    signal: AbortSignal,
  ): Promise<GatewayIO[Name]['output']> {
    return new Promise((resolve, reject) => {
      const made: GatewayRequest<Name> = {
        name,
        input,
        signal,
        settled: false,
        resolve: (output) => {
          made.settled = true;
          resolve(output);
        },
        reject: (error) => {
          made.settled = true;
          reject(error);
        },
      };
      // The mapped union cannot be indexed by a generic name; `made` is exactly one of its members.
      requests.push(made as unknown as AnyGatewayRequest);
    });
  }

  const log = (dep: GatewayDep, ...args: unknown[]) => calls.push({ dep, args });
  const readBrowserInfo = () => {
    log('readBrowserInfo');
    return (options.readBrowserInfo ?? (() => BROWSER))();
  };

  /** The machine with the fake gateway and browser, provided as the storefront's actors file does. */
  const machine = cardPaymentMachine.provide({
    actors: {
      loadConfig: fromPromise<CardPaymentConfig>(({ signal }) => {
        log('loadConfig');
        return request('loadConfig', undefined, signal);
      }),
      tokenize: fromPromise<CardToken, TokenizeInput>(({ input, signal }) => {
        log('tokenize', input.config);
        return request('tokenize', { config: input.config }, signal);
      }),
      // `async`, as the storefront's: a `readBrowserInfo` that throws becomes a failed debit.
      debit: fromPromise<CardDebitResult, DebitInput>(async ({ input, signal }) => {
        const debit = { token: input.token, browser: readBrowserInfo() };
        log('debit', debit);
        return request('debit', debit, signal);
      }),
      finish: fromPromise<CardFinishResult, CardFinishInput>(({ input, signal }) => {
        log('finish', input);
        return request('finish', input, signal);
      }),
    },
    actions: {
      rememberTransaction: (_, { transactionRef }) => log('rememberTransaction', transactionRef),
      forgetTransaction: () => log('forgetTransaction'),
      navigateToChallenge: (_, { challengeUrl }) => log('navigateToChallenge', challengeUrl),
      goToThankYou: (_, { orderCode }) => log('goToThankYou', orderCode),
    },
  });

  return {
    machine,
    requests,
    calls,
    /** The requests still waiting for an answer that the machine has not given up on. */
    open: () => requests.filter((made) => !made.settled && !made.signal.aborted),
    /** The newest open request of that name; throws when there is none, so a test says what it expected. */
    pending: <Name extends GatewayRequestName>(name: Name): GatewayRequest<Name> => {
      const found = requests.findLast((made) => made.name === name && !made.settled && !made.signal.aborted);
      if (found === undefined) {
        throw new Error(`no open ${name} request; calls: ${JSON.stringify(calls.map((call) => call.dep))}`);
      }
      // The name matched, so this member of the union is the one for `Name`.
      return found as unknown as GatewayRequest<Name>;
    },
    /** How often a dependency was called. */
    count: (dep: GatewayDep) => calls.filter((call) => call.dep === dep).length,
  };
}

export type FakeGateway = ReturnType<typeof createFakeGateway>;

/** Lets the fake's promise callbacks reach the actor (the machine has no timers to advance). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
