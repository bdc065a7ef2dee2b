import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { GlobeIcon } from '../../lib/icons';
import { flagDimensions, flagVariants, type FlagSize } from './flag.variants';

/** Where the storefront (and Storybook, via staticDirs) serves flag-icons' 4:3 SVGs. */
export const DEFAULT_FLAG_BASE_PATH = '/flags/4x3';

export interface FlagProps extends Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  /** flag-icons code: ISO 3166-1 alpha-2 (`fr`, `jp`) or its extras (`eu`, `gb-sct`). Case-insensitive. */
  code: string;
  /** Accessible name (e.g. "France"). Omit when text next to the flag already names the country. */
  label?: string;
  size?: FlagSize;
  /** URL folder holding `{code}.svg`; override for a CDN. */
  basePath?: string;
}

export function flagSrc(code: string, basePath: string = DEFAULT_FLAG_BASE_PATH): string {
  const trimmedBase = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  return `${trimmedBase}/${encodeURIComponent(code.trim().toLowerCase())}.svg`;
}

/** Country or region flag. Decorative (`alt=""`) unless given a `label`. */
export function Flag({ code, label, size = 'md', basePath = DEFAULT_FLAG_BASE_PATH, className, ...rest }: FlagProps) {
  const { width, height } = flagDimensions[size];
  return (
    <img
      data-slot="flag"
      src={flagSrc(code, basePath)}
      alt={label ?? ''}
      // Explicit dimensions reserve the box before the SVG arrives: no layout shift.
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={cn(flagVariants({ size }), className)}
      {...rest}
    />
  );
}

/** The globe's box at each size a plan's flag takes: the flag's own 4:3 box. */
const globeBoxClassNames = {
  md: 'h-6 w-8 rounded-sm',
  lg: 'h-9 w-12 rounded-md',
} as const;

/**
 * A plan's flag, or a globe for a plan that covers several countries (`code` null). Decorative:
 * the plan's name is next to it. `className` reaches the flag.
 */
export function PlanFlag({
  code,
  size,
  basePath,
  className,
}: {
  code: string | null;
  size: keyof typeof globeBoxClassNames;
  basePath?: string | undefined;
  className?: string;
}) {
  if (code !== null) return <Flag code={code} size={size} basePath={basePath} className={className} />;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center bg-muted text-muted-foreground', globeBoxClassNames[size])}
    >
      <GlobeIcon className={size === 'md' ? 'size-4' : undefined} />
    </span>
  );
}
