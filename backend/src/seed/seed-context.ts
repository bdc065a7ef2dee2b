import type { INestApplicationContext } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { ConfigService, LanguageCode, RequestContext, RequestContextService, TransactionalConnection, User } from '@vendure/core';

/** The parts of a Nest application the seed needs: a way to look up Vendure services. */
export type ServiceLocator = Pick<INestApplicationContext, 'get'>;

/** Vendure's services live in its core module: a plugin looks them up app-wide, as the start-up scripts do. */
export function appWideLocator(moduleRef: Pick<ModuleRef, 'get'>): ServiceLocator {
  return { get: (token: unknown) => moduleRef.get(token as never, { strict: false }) };
}

/**
 * A RequestContext acting as the superadmin in the default channel. Built afresh after channel
 * settings change, because a context keeps the channel (currencies, languages) it was made with.
 */
export async function createSuperadminContext(app: ServiceLocator): Promise<RequestContext> {
  const { superadminCredentials } = app.get(ConfigService).authOptions;
  const superadmin = await app
    .get(TransactionalConnection)
    .rawConnection.getRepository(User)
    .findOneOrFail({
      where: { identifier: superadminCredentials.identifier },
      // without roles and their channels the context would carry no permissions
      relations: { roles: { channels: true } },
    });
  return app.get(RequestContextService).create({
    apiType: 'admin',
    user: superadmin,
    languageCode: LanguageCode.en,
  });
}
