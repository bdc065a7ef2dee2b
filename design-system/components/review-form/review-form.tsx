import { useState } from 'react';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { FileInput, type ChosenFile } from '../file-input/file-input';
import {
  emailInputProps,
  FormMessage,
  FormRequiredNote,
  RadioGroupField,
  SubmitFooterWithStatusBelow,
  useMessageForm,
  type ControlledFormProps,
  type RadioChoiceProps,
} from '../form-parts/form-parts';
import { formPairClassName } from '../form-parts/form-parts.variants';
import { SelectField, type SelectFieldOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import type { reviewFormMessages } from './review-form.messages';
import { TextareaField } from './textarea-field';
import { reviewFormStarLabelClassName, reviewFormStarVariants } from './review-form.variants';

/** The text fields (the rate is the star radios' value, '1'…'5'), in the form's order. */
export type ReviewFormTextField = 'name' | 'email' | 'destination' | 'rate' | 'message';

/** Every field that can show an error, in the form's order: the machine's `ReviewField`. */
export type ReviewFormField = ReviewFormTextField | 'picture';

/** As typed (the review machine's `values`). */
export type ReviewFormValues = Readonly<Record<ReviewFormTextField, string>>;

/** One message per refused field, already translated from the machine's keys (spec §5). */
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

/** Spec §9: ratings 1 to 5 stars. */
const RATES = ['1', '2', '3', '4', '5'] as const;

/** Issue 7: JPEG, PNG or WebP. */
export const REVIEW_PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

export interface ReviewFormProps extends ControlledFormProps<ReviewFormValues, ReviewFormTextField, ReviewFormField> {
  /** The chosen picture's name and size (the machine's `selectPicture`), or `null`. */
  picture: ChosenFile | null;
  /** The destination select's options (the machine's `selectDestinations`, as `{ value: slug, label: name }`). */
  destinations: readonly SelectFieldOption[];
  /** Spec §8: the status line below the form, as an alert (the machine's `selectStatusError`, translated). */
  statusError?: string;
  /** Spec §4 finished: the success message below the form, as a status (the machine's `selectSuccessMessage`, translated). */
  successMessage?: string;
  /**
   * The fields' ids are `${idPrefix}-${field}` (`reviewFieldId`); give each
   * form on a page its own (the reviews page and the review modal). Default `review`.
   */
  idPrefix?: string;
  /** The picker's filter. Default JPEG, PNG, WebP. */
  pictureAccept?: string;
  /** A picture was picked or dropped (the host keeps the `File`, the machine its name, size and type). */
  onPictureChosen: (file: File) => void;
  onPictureCleared: () => void;
}

/**
 * The id of a review field's control, to move focus to it (the machine's
 * `focusField` action): `document.getElementById(reviewFieldId(field))?.focus()`.
 * The rate's id sits on the star that Tab reaches: the chosen one, else the first.
 */
export function reviewFieldId(field: ReviewFormField, idPrefix = 'review'): string {
  return `${idPrefix}-${field}`;
}

/** Outer star, 24 × 24 (the `Rating` component's). */
const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.53L12 17.48l-5.87 3.09 1.12-6.53L2.5 9.41l6.56-.95z';

/**
 * The rate: five native radios (Arrow keys move the choice, as in any radio
 * group; screen readers say "3 stars, 3 of 5"), each drawn as a star. Stars up
 * to the chosen one are filled; pointing at a star previews its rate. The
 * group carries the `radiogroup` role so `aria-invalid` and the error sit on it.
 */
function RateField({
  id,
  label,
  starLabel,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: RadioChoiceProps & {
  label: string;
  starLabel: (rate: number) => string;
}) {
  const [previewed, setPreviewed] = useState<number | null>(null);
  const chosen = RATES.indexOf(value as (typeof RATES)[number]) + 1;
  const shown = previewed ?? chosen;
  // Where Tab lands, and so where the host's focus goes: the chosen star, else the first.
  const focusTarget = chosen === 0 ? 1 : chosen;

  return (
    <RadioGroupField id={`${id}-group`} slot="review-form-rate" legend={label} error={error} onGroupBlur={onBlur}>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3">
        <div className="-ms-1.5 flex" onMouseLeave={() => setPreviewed(null)}>
          {RATES.map((rate, index) => {
            const stars = index + 1;
            const radioId = stars === focusTarget ? id : `${id}-${rate}`;
            return (
              <label
                key={rate}
                htmlFor={radioId}
                className={reviewFormStarLabelClassName}
                onMouseEnter={() => {
                  if (!disabled) setPreviewed(stars);
                }}
              >
                <input
                  id={radioId}
                  type="radio"
                  name={id}
                  value={rate}
                  checked={value === rate}
                  disabled={disabled}
                  onChange={() => onChange(rate)}
                  className="peer sr-only"
                />
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  data-star={stars <= shown ? 'full' : 'empty'}
                  className={reviewFormStarVariants({ previewing: previewed === stars })}
                >
                  <path
                    d={STAR}
                    fill={stars <= shown ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinejoin="round"
                  />
                </svg>
                <span className="sr-only">{starLabel(stars)}</span>
              </label>
            );
          })}
        </div>
        {/* The choice in words too, never the stars' colour alone; the radios already say it to screen readers. */}
        {chosen === 0 ? null : (
          <span aria-hidden="true" data-slot="review-form-rate-value" className="text-sm font-semibold text-foreground">
            {starLabel(chosen)}
          </span>
        )}
      </div>
    </RadioGroupField>
  );
}

/**
 * The add-review form (spec §2 Reviews and the review modal; §3 "Review
 * form"; §4; §5 review rules; §8): name, e-mail, destination, the rate as five
 * stars, the message and an optional picture.
 *
 * Controlled and unvalidating, like the other forms: the review machine holds
 * the values and words nothing; the host translates its message keys. While
 * sending, the fields are disabled and the button shows its loader (spec §4).
 * The status line (a failure, an alert) and the success message (a status)
 * sit below the form (spec §8).
 *
 * Focus: after every submit the first invalid field of the next render takes
 * focus. Each control has the id `reviewFieldId(field, idPrefix)`, so the
 * machine's `focusField` can also be wired with `getElementById`.
 */
export function ReviewForm({
  picture,
  destinations,
  statusError,
  successMessage,
  idPrefix = 'review',
  pictureAccept = REVIEW_PICTURE_ACCEPT,
  onPictureChosen,
  onPictureCleared,
  ...props
}: ReviewFormProps) {
  const text = useComponentText<typeof reviewFormMessages>('ReviewForm');
  const form = useMessageForm(props, { slot: 'review-form', idOf: (field) => reviewFieldId(field, idPrefix) });

  return (
    <form {...form.formProps}>
      {form.heading}
      <FormRequiredNote note={text('requiredNote')} slot="review-form-required-note" />

      <div data-slot="review-form-person" className={formPairClassName}>
        <TextField label={text('name')} autoComplete="name" autoCapitalize="words" {...form.textField('name')} />
        <TextField label={text('email')} {...emailInputProps} {...form.textField('email')} />
      </div>

      <SelectField
        label={text('destination')}
        placeholder={text('destinationPlaceholder')}
        options={destinations}
        autoComplete="off"
        {...form.textField('destination')}
      />

      <RateField label={text('rate')} starLabel={(rate) => text('star', { rating: rate })} {...form.radioField('rate')} />

      <TextareaField label={text('message')} {...form.textField('message')} />

      <FileInput
        label={text('picture')}
        chooseLabel={text('pictureChoose')}
        dropLabel={text('pictureDrop')}
        hint={text('pictureHint')}
        accept={pictureAccept}
        file={picture}
        onFileChosen={onPictureChosen}
        onCleared={onPictureCleared}
        {...form.fileField('picture')}
      />

      <SubmitFooterWithStatusBelow
        slotPrefix="review-form"
        label={text(form.busy ? 'sending' : 'submit')}
        busy={form.busy}
        statusError={statusError}
      >
        <FormMessage message={successMessage} tone="success" slot="review-form-success" className="mt-3" />
      </SubmitFooterWithStatusBelow>
    </form>
  );
}
