import { VendureEvent, type RequestContext } from '@vendure/core';

/**
 * Staff created, changed or deleted content shoppers read (a blog post, a FAQ, a page, the contact
 * configuration): the storefront's cached pages must follow (plugins/published-version).
 */
export class ContentChangedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    /** The kind of content (`BlogPost`, `Faq`…). */
    readonly kind: string,
  ) {
    super();
  }
}
