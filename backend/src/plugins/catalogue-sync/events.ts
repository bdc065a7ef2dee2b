import { VendureEvent, type RequestContext } from '@vendure/core';

import type { PreviewCounts } from './sync-preview';

/**
 * The scheduled sync made a preview with changes and did not apply it (CATALOGUE_SYNC_AUTO_APPLY
 * off): staff should look at it in the dashboard. An email handler or the dashboard's alerts may
 * listen; the plugin itself logs it.
 */
export class CatalogueSyncPreviewedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly previewId: string,
    readonly counts: PreviewCounts,
  ) {
    super();
  }
}

/** A preview was applied: what changed. */
export class CatalogueSyncAppliedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly previewId: string,
    readonly counts: PreviewCounts,
  ) {
    super();
  }
}
