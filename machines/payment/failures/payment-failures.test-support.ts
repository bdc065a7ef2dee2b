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
export function transportFailures(area: string, code: string) {
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
export function unknownRejections(area: string, code: string) {
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
