import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, RequestContext } from '@vendure/core';

import type { QueryContactMessageArgs, QueryContactMessagesArgs } from '../../../contract/admin-types';
import { listQueryOptions } from '../../../contract/list-options';
import type { ContactMessage } from '../contact-message.entity';
import { ContactService, contactAttachmentUrl } from '../contact.service';
import { readContactMessagePermission } from '../permissions';

@Resolver()
export class AdminContactMessagesResolver {
  constructor(private readonly contact: ContactService) {}

  @Query()
  @Allow(readContactMessagePermission.Permission)
  contactMessages(@Ctx() ctx: RequestContext, @Args() args: QueryContactMessagesArgs) {
    return this.contact.contactMessages(ctx, listQueryOptions(args.options));
  }

  @Query()
  @Allow(readContactMessagePermission.Permission)
  contactMessage(@Ctx() ctx: RequestContext, @Args() args: QueryContactMessageArgs) {
    return this.contact.contactMessage(ctx, args.id);
  }
}

/** A message's attachment as one object, with where staff download it. */
@Resolver('ContactMessage')
export class ContactMessageFieldsResolver {
  @ResolveField()
  attachment(@Parent() message: ContactMessage) {
    const { attachmentStoredName: storedName, attachmentOriginalName, attachmentMimeType, attachmentSize } = message;
    if (!storedName || !attachmentMimeType || attachmentSize === null) return null;
    return {
      storedName,
      originalName: attachmentOriginalName ?? storedName,
      mimeType: attachmentMimeType,
      size: attachmentSize,
      url: contactAttachmentUrl(storedName),
    };
  }
}
