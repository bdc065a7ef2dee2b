import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { WifiOffIcon } from '../../lib/icons';
import type { offlineBannerMessages } from './offline-banner.messages';
import { offlineBannerVariants, type OfflineBannerVariantProps } from './offline-banner.variants';

export interface OfflineBannerProps extends Omit<ComponentProps<'div'>, 'children' | 'role'>, OfflineBannerVariantProps {
  /** The browser reports no network (spec §4: online/offline state is tracked). */
  offline: boolean;
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
export function OfflineBanner({ offline, position, className, ...rest }: OfflineBannerProps) {
  const text = useComponentText<typeof offlineBannerMessages>('OfflineBanner');
  return (
    <div role="status" data-slot="offline-banner" data-offline={offline || undefined} {...rest}>
      {offline ? (
        <div data-slot="offline-banner-content" className={cn(offlineBannerVariants({ position }), className)}>
          <WifiOffIcon className="mt-0.5" />
          <p className="flex min-w-0 flex-col text-sm [overflow-wrap:anywhere]">
            <span className="font-semibold">{text('message')}</span>
            <span>{text('detail')}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
