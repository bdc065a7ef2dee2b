import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { BoltIcon, GlobeIcon, HeadsetIcon, LockIcon } from '../../lib/icons';
import { Slider } from '../slider/slider';
import type { promisesBarMessages } from './promises-bar.messages';
import {
  promiseBadgeVariants,
  promisesBarRowVariants,
  promisesBarSliderVariants,
  type PromiseBadgeVariantProps,
  type PromisesBarLayout,
} from './promises-bar.variants';

export type PromiseIconName = 'instant' | 'support' | 'coverage' | 'secure';

/** One promise of the shop, already translated ("Instant delivery" / "Your eSIM by email in seconds"): the shop's words. */
export interface PromiseItem {
  id: string;
  title: string;
  text: string;
  icon: PromiseIconName;
}

export interface PromisesBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  promises: readonly PromiseItem[];
  /** `auto` (default): the row from the desktop breakpoint (1024 px), the slider below it. `row` / `slider` force one. */
  layout?: PromisesBarLayout;
}

const icons = {
  instant: BoltIcon,
  support: HeadsetIcon,
  coverage: GlobeIcon,
  secure: LockIcon,
} satisfies Record<PromiseIconName, unknown>;

function PromiseBadge({ promise, placement }: { promise: PromiseItem } & PromiseBadgeVariantProps) {
  const Icon = icons[promise.icon];
  return (
    <div data-slot="promise-badge" className={promiseBadgeVariants({ placement })}>
      <span className="promise-badge-icon">
        <Icon className="size-5" />
      </span>
      <div className="promise-badge-words">
        <p className="font-semibold">{promise.title}</p>
        <p className="text-sm text-muted-foreground">{promise.text}</p>
      </div>
    </div>
  );
}

/**
 * The promises bar (spec §2/§9): four badges, all in one row on desktop; on
 * phones and tablets a slider of two per view with bullets and no autoplay.
 * With `layout="auto"` both are in the HTML and CSS shows one (the other is
 * `display: none`, so neither assistive tech nor the tab order meets it twice).
 * Both are named "Our promises"; a slide is "1 of 4", a bullet "Page 1 of 2".
 */
export function PromisesBar({ promises, layout = 'auto', className, ...rest }: PromisesBarProps) {
  const text = useComponentText<typeof promisesBarMessages>('PromisesBar');
  if (promises.length === 0) return null;
  const label = text('label');
  return (
    <div data-slot="promises-bar" className={cn('min-w-0', className)} {...rest}>
      {layout === 'slider' ? null : (
        <ul aria-label={label} data-slot="promises-bar-row" className={promisesBarRowVariants({ layout })}>
          {promises.map((promise) => (
            <li key={promise.id} className="min-w-0">
              <PromiseBadge promise={promise} placement="row" />
            </li>
          ))}
        </ul>
      )}
      {layout === 'row' ? null : (
        <Slider
          className={promisesBarSliderVariants({ layout })}
          slides={promises.map((promise) => (
            <PromiseBadge key={promise.id} promise={promise} placement="slide" />
          ))}
          navigation="bullets"
          perView={2}
          autoplayMs={false}
          label={label}
        />
      )}
    </div>
  );
}
