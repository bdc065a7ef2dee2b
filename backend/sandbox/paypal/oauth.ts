import type { IncomingMessage } from 'node:http';

import { bearerToken, hasClientCredentials, readFormBody } from './http-io';
import { opaqueToken } from './ids';
import { paypalError } from './paypal-errors';
import type { Answer, SandboxState } from './state';

const SCOPE = 'https://uri.paypal.com/services/payments/payment/authcapture https://uri.paypal.com/services/payments/refund openid';

/**
 * POST /v1/oauth2/token: the client-credentials grant. Errors follow OAuth 2's shape
 * (`error`, `error_description`), not the REST APIs' `name`/`details`, as PayPal's do.
 */
export async function issueToken(state: SandboxState, request: IncomingMessage): Promise<Answer> {
  const { clientId, clientSecret, tokenTtlSeconds } = state.settings;
  const form = await readFormBody(request);
  if (!hasClientCredentials(request, clientId, clientSecret)) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
  }
  const grantType = form.get('grant_type');
  if (grantType !== 'client_credentials') {
    return {
      status: 400,
      body: {
        error: 'unsupported_grant_type',
        error_description: grantType ? `Grant Type ${grantType} is not supported` : 'Grant Type is NULL',
      },
    };
  }
  const now = state.now();
  for (const [token, expiresAt] of state.tokens) if (expiresAt <= now) state.tokens.delete(token);
  const accessToken = opaqueToken('A21AA');
  state.tokens.set(accessToken, now + tokenTtlSeconds * 1000);
  return {
    status: 200,
    body: {
      scope: SCOPE,
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: tokenTtlSeconds,
      nonce: `${new Date(now).toISOString().slice(0, 19)}Z${opaqueToken('', 12)}`,
    },
  };
}

/** The REST endpoints' check: a token this simulator issued and that has not expired. */
export function authenticationFailure(state: SandboxState, request: IncomingMessage): Answer | undefined {
  const token = bearerToken(request);
  const expiresAt = token ? state.tokens.get(token) : undefined;
  if (expiresAt !== undefined && expiresAt > state.now()) return undefined;
  return paypalError('AUTHENTICATION_FAILURE');
}
