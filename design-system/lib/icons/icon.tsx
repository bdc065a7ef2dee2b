import type { ReactNode, SVGProps } from 'react';

import { cn } from '../cn';

/**
 * Line icons of the design system (24 × 24, stroke `currentColor`). Always
 * decorative: the control around them carries the accessible name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Icon({ className, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
      {...rest}
    >
      {children}
    </svg>
  );
}

/*
 * Card brand marks: simple monochrome drawings made for this shop (not the
 * brands' artwork), 48 × 32, in `currentColor` so they follow the semantic
 * colours of wherever they sit (card form, footer). Decorative like the
 * icons above: `CardBrandMark` gives each its accessible name.
 */
export type MarkProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Mark({ className, children, ...rest }: MarkProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 32" fill="currentColor" className={cn('h-full w-auto shrink-0', className)} {...rest}>
      {children}
    </svg>
  );
}
