/*
 * eSIM Access's answer envelope (docs › every Response Parameters table): `success`, `errorCode`,
 * `errorMsg`, `obj`. The docs' examples write `errorCode: null` on success for package/list and
 * esim/order and `"0"` for the others; this simulator does the same. Errors come as HTTP 200 with
 * `success: false` (the docs show no error example; public clients observe this shape), codes and
 * messages from docs › Error Codes.
 */

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Raw bytes instead of JSON (the `garbage` fault). */
  raw?: string;
}

const ERRORS = {
  serverError: ['000001', 'Server error'],
  headerMissing: ['000101', 'Request header (mandatory) is null'],
  headerWrong: ['000102', 'Wrong request header format'],
  methodNotSupported: ['000103', 'This https request method (get/post) is not supported'],
  invalidJson: ['000104', 'Request in invalid JSON format'],
  parameterMissing: ['000105', 'Request parameters (mandatory) are not contained'],
  parameterNull: ['000106', 'Request parameter (mandatory) is null'],
  parameterLength: ['000107', 'The length of the request parameter does not meet the requirement.'],
  timestampExpired: ['101001', 'The timestamp of the request has expired.'],
  signatureMismatch: ['101003', 'Request signature mismatch.'],
  orderStatus: ['200002', 'This operation is not allowed due to the order status.'],
  priceWrong: ['200005', 'Package price error. Check price.'],
  amountWrong: ['200006', 'Total order price amount is wrong. Check prices.'],
  insufficientBalance: ['200007', 'Insufficient account balance'],
  profileNotReady: ['200010', 'Profile is being downloaded for the order.'],
  packageCodeMissing: ['310241', 'The packageCode does not exist.'],
  orderNoMissing: ['310272', 'The orderNo does not exist.'],
  iccidNotInOrder: ['310403', 'The ICCID does not exist in the order.'],
  busy: ['900001', 'The system is busy, please try again later.'],
} as const satisfies Record<string, readonly [string, string]>;

export type ErrorName = keyof typeof ERRORS;

/** `nullCode`: the endpoints whose documented success example writes `errorCode: null`. */
export function ok(obj: unknown, nullCode = false): Answer {
  return { status: 200, body: { success: true, errorCode: nullCode ? null : '0', errorMsg: null, obj } };
}

export function fail(name: ErrorName, status = 200): Answer {
  const [errorCode, errorMsg] = ERRORS[name];
  return { status, body: { success: false, errorCode, errorMsg, obj: null } };
}
