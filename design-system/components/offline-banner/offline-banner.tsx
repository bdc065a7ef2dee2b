import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { WifiOffIcon } from '../../lib/icons';
import { offlineBannerVariants, type OfflineBannerVariantProps } from './offline-banner.variants';

export interface OfflineBannerProps extends Omit<ComponentProps<'div'>, 'children' | 'role'>, OfflineBannerVariantProps {
  /** The browser reports no network (spec §4: online/offline state is tracked). */
  offline: boolean;
  /** What happened, already translated: "You are offline". */
  message: string;
  /** What it means, optional: "Pages you open will load once you are back online." */
  detail?: string;
}

/**
 * Tells the visitor the connection is gone, while it is gone.
 *
 * The `status` region (polite) stays mounted whether or not the visitor is
 * offline, so going offline is announced without interrupting: a region
 * inserted together with its text is often not read. Online, it is empty and
 * takes no room.
 */
/** `className` reaches the banner; the other props the status region around it. */
export function OfflineBanner({ offline, message, detail, position, className, ...rest }: OfflineBannerProps) {
  return (
    <div role="status" data-slot="offline-banner" data-offline={offline || undefined} {...rest}>
      {offline ? (
        <div data-slot="offline-banner-content" className={cn(offlineBannerVariants({ position }), className)}>
          <WifiOffIcon className="mt-0.5" />
          <p className="flex min-w-0 flex-col text-sm [overflow-wrap:anywhere]">
            <span className="font-semibold">{message}</span>
            {detail === undefined || detail === '' ? null : <span>{detail}</span>}
          </p>
        </div>
      ) : null}
    </div>
  );
}
