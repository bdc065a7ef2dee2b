import { debugId } from './ids';
import type { Answer } from './state';

/*
 * PayPal's error bodies: `name` for the class of error, `details[].issue` for the precise reason
 * (what merchants branch on), a `debug_id` and an information link, as the REST APIs answer them.
 */

export interface IssueDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query' | 'header';
}

const MESSAGES = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
  METHOD_NOT_SUPPORTED: 'The server does not implement the requested HTTP method.',
} as const;

const STATUS: Record<keyof typeof MESSAGES, number> = {
  INVALID_REQUEST: 400,
  AUTHENTICATION_FAILURE: 401,
  RESOURCE_NOT_FOUND: 404,
  UNPROCESSABLE_ENTITY: 422,
  INTERNAL_SERVER_ERROR: 500,
  METHOD_NOT_SUPPORTED: 405,
};

export function paypalError(name: keyof typeof MESSAGES, details: IssueDetail[] = []): Answer {
  const id = debugId();
  const issue = details[0]?.issue;
  return {
    status: STATUS[name],
    body: {
      name,
      message: MESSAGES[name],
      ...(details.length > 0 ? { details } : {}),
      debug_id: id,
      links: [
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue ?? name}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    },
  };
}

export function invalidRequest(detail: IssueDetail): Answer {
  return paypalError('INVALID_REQUEST', [{ location: 'body', ...detail }]);
}

export function unprocessable(detail: IssueDetail): Answer {
  return paypalError('UNPROCESSABLE_ENTITY', [detail]);
}

export function orderNotFound(orderId: string): Answer {
  return paypalError('RESOURCE_NOT_FOUND', [
    {
      field: 'order_id',
      value: orderId,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
}
