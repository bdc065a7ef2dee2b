import { Injectable } from '@nestjs/common';
import {
  AuthenticatedSession,
  AuthService,
  ConfigService,
  isGraphQlErrorResult,
  NATIVE_AUTH_STRATEGY_NAME,
  RequestContext,
  TransactionalConnection,
  type ID,
  type User,
} from '@vendure/core';
import { setSessionToken } from '@vendure/core/dist/api/common/set-session-token';
import { getUserChannelsPermissions } from '@vendure/core/dist/service/helpers/utils/get-user-channels-permissions';
import type { Request, Response } from 'express';

/**
 * The customer's login sessions around the account's password: a new one after the registration
 * link or a password reset (as Vendure's own mutations start one), and the others ended when the
 * password changes, so that whoever knew the old password (the reason for many resets) is out.
 */
@Injectable()
export class AccountSessions {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly authService: AuthService,
    private readonly configService: ConfigService,
  ) {}

  /** Logs `user` in on this request: a new session (the guest cart carried over) and its cookie. */
  async start(ctx: RequestContext, user: User, req: Request, res: Response) {
    const session = await this.authService.createAuthenticatedSessionForUser(ctx, user, NATIVE_AUTH_STRATEGY_NAME);
    if (isGraphQlErrorResult(session)) return session;
    setSessionToken({ req, res, authOptions: this.configService.authOptions, rememberMe: true, sessionToken: session.token });
    return {
      __typename: 'CurrentUser' as const,
      id: session.user.id,
      identifier: session.user.identifier,
      channels: getUserChannelsPermissions(session.user),
    };
  }

  /** Ends every session of the user but the request's own (none, on a logged-out request). */
  async endOthers(ctx: RequestContext, userId: ID): Promise<number> {
    const query = this.connection
      .getRepository(ctx, AuthenticatedSession)
      .createQueryBuilder('session')
      .where('session.userId = :userId', { userId });
    const keep = ctx.session?.token;
    if (keep) query.andWhere('session.token != :keep', { keep });
    const others = await query.getMany();
    if (others.length === 0) return 0;
    const tokens = others.map((session) => session.token);
    await this.connection.getRepository(ctx, AuthenticatedSession).remove(others);
    // Sessions are read from the cache first: a deleted row alone would stay valid until it expires there.
    const cache = this.configService.authOptions.sessionCacheStrategy;
    await Promise.all(tokens.map((token) => Promise.resolve(cache.delete(token))));
    return tokens.length;
  }
}
