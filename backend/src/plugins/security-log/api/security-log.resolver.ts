import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, RequestContext } from '@vendure/core';

import { readSecurityLogPermission } from '../permissions';
import { SecurityLog } from '../security-log.service';

@Resolver()
export class SecurityLogResolver {
  constructor(private readonly log: SecurityLog) {}

  @Query()
  @Allow(readSecurityLogPermission.Permission)
  securityLog(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: { skip?: number | null; take?: number | null; event?: string | null } | null },
  ) {
    return this.log.list(ctx, args.options ?? {});
  }
}
