import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ListQueryBuilder, RequestContext, type VendureEntity } from '@vendure/core';

import { readSecurityLogPermission } from '../permissions';
import { SecurityLogEntry } from '../security-log-entry.entity';
import type { QuerySecurityLogArgs } from '../../../contract/admin-types';
import { listQueryOptions } from '../../../contract/list-options';

@Resolver()
export class SecurityLogResolver {
  constructor(private readonly listQueryBuilder: ListQueryBuilder) {}

  /** Vendure's list options (the dashboard's list page), newest first unless sorted otherwise. */
  @Query()
  @Allow(readSecurityLogPermission.Permission)
  async securityLog(@Ctx() ctx: RequestContext, @Args() args: QuerySecurityLogArgs) {
    const options = listQueryOptions(args.options);
    // A plain table, not a VendureEntity (nothing refers to it): the builder needs only its columns.
    const entity = SecurityLogEntry as unknown as new () => VendureEntity;
    const [items, totalItems] = await this.listQueryBuilder
      .build(entity, options, { ctx, orderBy: options.sort ? undefined : { id: 'DESC' } })
      .getManyAndCount();
    return { items, totalItems };
  }
}
