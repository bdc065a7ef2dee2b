import { expect, it } from 'vitest';
import { ShopError } from '../../../api/errors';

/*
 * The rejections every payment machine reads alike (`paymentFailureOf`), for
 * the wallet's and Apple Pay's tests: each machine names its own api area and
 * codes, and runs the same cases through its own transitions.
 */

/** A refusal as the api raises it: an http `ShopError` of `area` with a backend code. */
export function paymentRefusal(area: string, code: string, extra: { message?: string; status?: number } = {}): ShopError {
  return new ShopError(area, {
    kind: 'http',
    status: extra.status ?? 400,
    code,
    ...(extra.message === undefined ? {} : { message: extra.message }),
  });
}

/**
 * What went wrong on the way, whatever the machine's codes: the failure code
 * it shows, and the rejection. `code` is one of the machine's own codes: on anything but an
 * http refusal it must be ignored.
 */
function transportFailures(area: string, code: string) {
  return [
    ['the shop not reached', 'unavailable', new ShopError(area, { kind: 'network' })],
    ['the shop not answering in time', 'timeout', new ShopError(area, { kind: 'timeout' })],
    ['a 502 without a code', 'unavailable', new ShopError(area, { kind: 'http', status: 502 })],
    ['a 503 without a code', 'unavailable', new ShopError(area, { kind: 'http', status: 503, message: 'Service Unavailable' })],
    ['a 504 without a code', 'timeout', new ShopError(area, { kind: 'http', status: 504 })],
    ['a code on a network failure (only http refusals carry one)', 'unavailable', { detail: { kind: 'network', code } }],
  ] as const;
}

/**
 * Rejections no code of the machine explains, with the failure each shows:
 * `generic`, with the server's own words (trimmed) when it sent any. `code`
 * is one of the machine's own codes, on a detail that is no api error.
 */
function unknownRejections(area: string, code: string) {
  return [
    [
      "an unknown code with the server's words",
      paymentRefusal(area, 'SOMETHING_NEW', { message: '  Merchant account restricted ' }),
      { code: 'generic', message: 'Merchant account restricted' },
    ],
    ['an unknown code without words', paymentRefusal(area, 'SOMETHING_NEW'), { code: 'generic' }],
    ['a 500 with blank words', new ShopError(area, { kind: 'http', status: 500, message: '  ' }), { code: 'generic' }],
    ['an unexpected answer', new ShopError(area, { kind: 'schema', issues: ['status: Invalid'] }), { code: 'generic' }],
    ["a plain Error (its text is the client's, not the server's)", new Error('boom'), { code: 'generic' }],
    ['a string', 'boom', { code: 'generic' }],
    ['nothing', undefined, { code: 'generic' }],
    ['a look-alike detail of another kind', { detail: { kind: 'other', code } }, { code: 'generic' }],
  ] as const;
}

/** One request of a payment machine, refused: `refuse` settles it with `cause` and answers the failure shown and the events emitted. */
interface RefusedRequest {
  /** As the test names say it: "a start", "a payment". */
  readonly name: string;
  readonly refuse: (cause: unknown) => Promise<{ failure: unknown; emitted: readonly unknown[] }>;
}

/** A payment machine as its failure tests see it. */
interface PaymentRejections<ErrorCode extends string, Code extends string> {
  /** The api area of its `ShopError`s, and its own backend codes. */
  readonly area: string;
  readonly codes: readonly ErrorCode[];
  /** The failure code each backend code shows, written out by the test (the spec's table), not read from the machine. */
  readonly keys: Readonly<Record<ErrorCode, Code>>;
  /** The backend code that stands for the gateway down: it comes with a 5xx. */
  readonly unavailable: ErrorCode;
  readonly failureOf: (cause: unknown) => unknown;
  /** Its two requests: the first refused with the server's words, the second with the status the code comes with. */
  readonly requests: readonly [RefusedRequest, RefusedRequest];
}

/**
 * Registers the tests of how a payment machine reads rejections: each of its
 * codes shows its failure code whichever request is refused (a known code
 * shows the storefront's translated text, never the server's words), the
 * rejections every machine reads alike, and unknown ones, through the machine.
 */
export function itReadsEveryRejection<ErrorCode extends string, Code extends string>(machine: PaymentRejections<ErrorCode, Code>): void {
  const [first, second] = machine.requests;
  const rows = machine.codes.map((code) => [code, machine.keys[code]] as const);

  it('maps every code of the machine', () => {
    expect(Object.keys(machine.keys).sort()).toEqual([...machine.codes].sort());
  });

  it.each(rows)(`${first.name} refused with %s shows %s`, async (errorCode, code) => {
    const cause = paymentRefusal(machine.area, errorCode, { message: 'server words' });
    expect((await first.refuse(cause)).failure).toEqual({ code, cause });
  });

  it.each(rows)(`${second.name} refused with %s shows %s`, async (errorCode, code) => {
    const cause = paymentRefusal(machine.area, errorCode, { status: errorCode === machine.unavailable ? 503 : 409 });
    expect(await second.refuse(cause)).toEqual({ failure: { code, cause }, emitted: [] });
  });

  it.each(transportFailures(machine.area, machine.codes[0] ?? ''))('%s shows %s', (_name, code, cause) => {
    expect(machine.failureOf(cause)).toEqual({ code, cause });
  });

  it.each(unknownRejections(machine.area, machine.codes[0] ?? ''))(
    'an unknown rejection (%s) is generic',
    async (_name, cause, failure) => {
      expect((await second.refuse(cause)).failure).toEqual({ ...failure, cause });
    },
  );
}
