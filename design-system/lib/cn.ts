import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/*
 * tailwind-merge only knows Tailwind's default scale. Our custom z-index and
 * colour names would otherwise be treated as unknown classes and two
 * conflicting ones (e.g. `z-header` and `z-modal`) would both survive.
 */
const mergeClasses = extendTailwindMerge({
  extend: {
    classGroups: {
      z: [{ z: ['header', 'chat-button', 'sidebar', 'modal'] }],
    },
    theme: {
      breakpoint: ['mobile', 'mobileMedium', 'mobileWide', 'tablet', 'desktop', 'desktopMedium', 'desktopWide'],
    },
  },
});

/** Joins class names conditionally and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
