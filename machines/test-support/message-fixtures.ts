import { ShopError } from '../../api/errors';
import { createFakeRequests, settle } from './fake-requests';
import type { FileMeta } from '../forms/rules';

/*
 * Fixtures and a fake shop (`machines/test-support/fake-requests.ts`) for the
 * contact and review forms' tests. Shared by the unit and the model tests.
 */

const MB = 1024 * 1024;

export const PHOTO: FileMeta = { name: 'tokyo.jpg', size: 2 * MB, type: 'image/jpeg' };
export const HUGE_PHOTO: FileMeta = { name: 'raw.png', size: 5 * MB + 1, type: 'image/png' };
export const INVOICE: FileMeta = { name: 'invoice.pdf', size: 300_000, type: 'application/pdf' };
export const HUGE_DOCUMENT: FileMeta = { name: 'scan.pdf', size: 10 * MB + 1, type: 'application/pdf' };

/** A refusal as the api raises it: an http `ShopError`. */
export function httpError(extra: { status?: number; code?: string; message?: string; fields?: Record<string, string> } = {}): ShopError {
  return new ShopError('contact', {
    kind: 'http',
    status: extra.status ?? 400,
    ...(extra.code === undefined ? {} : { code: extra.code }),
    ...(extra.message === undefined ? {} : { message: extra.message }),
    ...(extra.fields === undefined ? {} : { fields: extra.fields }),
  });
}

export const FILE_TYPE_ERROR = httpError({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'This file type is not allowed' });
export const FILE_TOO_LARGE_ERROR = httpError({ status: 413, code: 'FILE_TOO_LARGE' });
/** A proxy's 413 without the backend's code. */
export const PAYLOAD_TOO_LARGE = httpError({ status: 413 });
/** A failure the shop explained in its own words (spec §8 "the server's error value"). */
export const SERVER_ERROR = httpError({ status: 500, message: 'Mail server unavailable' });
/** A request that never reached the shop (no server message: 'An error occured'). */
export const NETWORK_ERROR = new ShopError('contact', { kind: 'network' });

export const createFakeShop = () => createFakeRequests();

export { settle };
