import { cn } from '../cn';
import { type MarkProps } from './icon';
import { appleGlyphPath } from './apple-glyph';

/** The Apple logo glyph (an apple with a bite and a leaf), in `currentColor`, 20 × 24. */
export const AppleLogoGlyph = ({ className, ...rest }: MarkProps) => (
  <svg aria-hidden="true" viewBox="0 0 20 24" fill="currentColor" className={cn('h-5 w-auto shrink-0', className)} {...rest}>
    <path d={appleGlyphPath} />
  </svg>
);
