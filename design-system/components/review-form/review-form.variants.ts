import { cva, type VariantProps } from 'class-variance-authority';

/** What a textarea adds to the text field's box: its own height, grows by hand, keeps 16 px text (no iOS zoom). */
export const reviewFormTextareaClassName = 'h-auto min-h-32 resize-y py-2 leading-normal';

/**
 * One star of the rate choice: a 44 px target around the drawn star. The
 * radio inside is visually hidden and first, so the star shows its focus.
 */
export const reviewFormStarLabelClassName =
  'relative inline-flex size-11 shrink-0 cursor-pointer items-center justify-center has-[:disabled]:cursor-not-allowed';

export const reviewFormStarVariants = cva(
  [
    'size-8 shrink-0 rounded-sm text-rating transition-transform duration-(--motion-duration-fast)',
    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
    'peer-disabled:opacity-60',
  ],
  {
    variants: {
      // The star under the pointer grows a little: the preview is not colour alone.
      previewing: {
        true: 'scale-110',
        false: '',
      },
    },
    defaultVariants: { previewing: false },
  },
);

export type ReviewFormStarVariantProps = VariantProps<typeof reviewFormStarVariants>;
