import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { widthDecorator } from '../../stories/decorators';
import {
  controlledFormArgs,
  emailRuleMessage,
  expectBusyIgnoresSubmits,
  expectFitsWithFullWidthButton,
  expectSameRow,
  expectStacked,
  expectStatusErrorBelow,
  FIELD_TOO_SHORT as TOO_SHORT,
  GENERIC_ERROR as SERVER_ERROR,
  INVALID_EMAIL,
  messageFormArgTypes,
  messagesOf,
  REQUIRED,
  textRuleMessage,
  useFileFieldHost,
  useValidatedForm,
  withTitleStory,
  type StandInServer,
} from '../../stories/form-story-helpers';
import { storyText } from '../../stories/story-text';
import type { ChosenFile } from '../file-input/file-input';
import { fileInputMessages } from '../file-input/file-input.messages';
import {
  ReviewForm,
  reviewFieldId,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormProps,
  type ReviewFormValues,
} from './review-form';
import { reviewFormMessages } from './review-form.messages';

const ja = storyText(reviewFormMessages, 'ja');
const de = storyText(reviewFormMessages, 'de');
const en = storyText(reviewFormMessages);
const fileInput = storyText(fileInputMessages);

/*
 * The review machine holds values, picture and errors; `ReviewHost` plays
 * that part with the spec's rules (§5: name and message at least 2
 * characters, e-mail valid, destination and rate required; issue 7: a picture
 * at most 5 MB) and its outcomes (§4 success message, §8 status line).
 */

const destinations = [
  { value: 'france', label: 'France' },
  { value: 'japan', label: 'Japan' },
  { value: 'portugal', label: 'Portugal' },
  { value: 'europe', label: 'Europe (33 countries)' },
];

const RATE_RANGE = 'Please choose a rating from 1 to 5 stars';
const PICTURE_TOO_LARGE = 'The picture must be 5 MB or smaller';
const SUCCESS = 'Thank you! Your review was sent and will appear once approved.';
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const emptyValues: ReviewFormValues = { name: '', email: '', destination: '', rate: '', message: '' };

const filledValues: ReviewFormValues = {
  name: 'Camille Martin',
  email: 'camille.martin@example.fr',
  destination: 'japan',
  rate: '4',
  message: 'Worked as soon as I landed in Osaka; fast 5G in the cities, slower in the Alps.',
};

const filledPicture: ChosenFile = { name: 'fushimi-inari.jpg', size: 1_572_864 };

type HostValues = ReviewFormValues & { picture: ChosenFile | null };

/** The spec's rules (§5, issue 7), standing in for the machine's. */
function validate(values: HostValues): ReviewFormErrors {
  return messagesOf<ReviewFormField>({
    name: textRuleMessage(values.name, 60),
    email: emailRuleMessage(values.email),
    destination: values.destination === '' ? REQUIRED : undefined,
    rate: values.rate === '' ? REQUIRED : /^[1-5]$/.test(values.rate) ? undefined : RATE_RANGE,
    message: textRuleMessage(values.message, 5000),
    picture: values.picture !== null && values.picture.size > PICTURE_MAX_BYTES ? PICTURE_TOO_LARGE : undefined,
  });
}

function ReviewHost({
  args,
  initialValues,
  initialPicture = null,
  server = 'accepts',
}: {
  args: ReviewFormProps;
  initialValues: ReviewFormValues;
  initialPicture?: ChosenFile | null;
  server?: StandInServer;
}) {
  const startValues: HostValues = { ...initialValues, picture: initialPicture };
  const form = useValidatedForm<HostValues, keyof HostValues>(startValues, validate);
  const file = useFileFieldHost(form, validate, 'picture', args);
  const [statusError, setStatusError] = useState<string>();
  const [successMessage, setSuccessMessage] = useState<string>();
  const { picture, ...values } = form.values;

  return (
    <ReviewForm
      {...args}
      {...file.bound}
      values={values}
      picture={picture}
      busy={form.busy}
      statusError={statusError}
      successMessage={successMessage}
      onPictureChosen={(chosen) => {
        args.onPictureChosen(chosen);
        // A chosen picture is checked at once, like the machine does.
        file.choose(chosen);
      }}
      onPictureCleared={() => {
        args.onPictureCleared();
        file.clear();
      }}
      onSubmit={() => {
        // Spec §4: a submit sets finished to false first.
        setSuccessMessage(undefined);
        setStatusError(undefined);
        form.submit(args.onSubmit, () => {
          if (server === 'fails') {
            setStatusError(SERVER_ERROR);
            return;
          }
          setSuccessMessage(SUCCESS);
          form.setValues(startValues);
        });
      }}
    />
  );
}

function pictureOf(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

const meta = {
  title: 'Reviews/ReviewForm',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Writing a review of a destination: stars, title, text and a picture, in a modal or on a page.',
          '**Use instead:** `ContactForm` for a message to support; `ReviewCard` to show a review.',
        ].join('\n\n'),
      },
    },
  },
  component: ReviewForm,
  args: {
    values: emptyValues,
    picture: null,
    destinations,
    ...controlledFormArgs(),
    onPictureChosen: fn(),
    onPictureCleared: fn(),
  },
  argTypes: {
    ...messageFormArgTypes,
    successMessage: { control: 'text' },
  },
  decorators: [widthDecorator('max-w-xl')],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: every field of spec §3, the required ones marked, five stars none chosen, the picture optional. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: en('name') });
    await expect(name).toBeRequired();
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await expect(name).toHaveAttribute('id', 'review-name');
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAttribute('type', 'email');
    const destination = canvas.getByRole('combobox', { name: en('destination') });
    await expect(destination).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Japan' })).toBeInTheDocument();
    const group = canvas.getByRole('radiogroup', { name: en('rate') });
    await expect(group).toHaveAttribute('aria-required', 'true');
    for (const star of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(canvas.getByRole('radio', { name: star })).not.toBeChecked();
    }
    await expect(canvas.getByRole('textbox', { name: en('message') })).toBeRequired();
    const picture = canvas.getByLabelText(en('picture'));
    await expect(picture).not.toBeRequired();
    await expect(picture).toHaveAccessibleDescription(en('pictureHint'));
    await expect(canvas.getByRole('button', { name: en('submit') })).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByText(SUCCESS)).toBeNull();
  },
};

export const Playground: Story = {};

/** In a page of its own: the title is the page's heading and names the form. */
export const WithTitle: Story = withTitleStory('Write a review');

/** Filled, with a picture (static, as the machine passes it): four stars filled and said in words. */
export const Filled: Story = {
  args: { values: filledValues, picture: filledPicture },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: en('destination') })).toHaveValue('japan');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const drawn = [...canvasElement.querySelectorAll('[data-slot="review-form-rate"] svg')].map((star) => star.getAttribute('data-star'));
    await expect(drawn).toEqual(['full', 'full', 'full', 'full', 'empty']);
    await expect(canvas.getByText('4 stars', { selector: '[data-slot="review-form-rate-value"]' })).toBeVisible();
    await expect(canvas.getByText('fushimi-inari.jpg')).toBeVisible();
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: fileInput('clear') })).toBeEnabled();
  },
};

/** Typing, choosing and the stars report each change; arrows move between stars as in any radio group. */
export const EditsReportChanges: Story = {
  render: (args) => <ReviewHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('name') }), 'Jo');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('name', 'Jo');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('destination') }), 'Portugal');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('destination', 'portugal');

    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('rate', '3');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('rate', '4');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(canvas.getByText('2 stars', { selector: '[data-slot="review-form-rate-value"]' })).toBeVisible();
    // The chosen star carries the id the host focuses.
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveAttribute('id', reviewFieldId('rate'));

    // Leaving the stars (not moving between them) is one blur of the rate.
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenCalledWith('rate');
    await expect(args.onFieldBlur).toHaveBeenCalledTimes(3);
    await userEvent.type(canvas.getByRole('textbox', { name: en('message') }), 'Great');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('message', 'Great');
  },
};

/** Pointing at a star previews its rate; leaving the stars shows the chosen one again. */
export const StarPreview: Story = {
  args: { values: { ...emptyValues, rate: '2' } },
  play: async ({ canvasElement, userEvent }) => {
    const stars = () =>
      [...canvasElement.querySelectorAll('[data-slot="review-form-rate"] svg')].map((star) => star.getAttribute('data-star'));
    await expect(stars()).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
    const labelsOfStars = canvasElement.querySelectorAll<HTMLElement>('[data-slot="review-form-rate"] label');
    const fifth = labelsOfStars[4];
    if (fifth === undefined) throw new Error('no fifth star');
    await userEvent.hover(fifth);
    await expect(stars()).toEqual(['full', 'full', 'full', 'full', 'full']);
    await userEvent.unhover(fifth);
    await expect(stars()).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
  },
};

/** Field errors as the machine passes them (static): each field says why, the stars' group is invalid. */
export const ErrorsShown: Story = {
  args: {
    values: { ...emptyValues, name: 'J', email: 'camille@' },
    picture: { name: 'raw-photo.png', size: 7 * 1024 * 1024 },
    errors: {
      name: TOO_SHORT,
      email: INVALID_EMAIL,
      destination: REQUIRED,
      rate: REQUIRED,
      message: REQUIRED,
      picture: PICTURE_TOO_LARGE,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: en('name') })).toHaveAccessibleDescription(TOO_SHORT);
    await expect(canvas.getByRole('textbox', { name: en('email') })).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(canvas.getByRole('combobox', { name: en('destination') })).toBeInvalid();
    const group = canvas.getByRole('radiogroup', { name: en('rate') });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByRole('textbox', { name: en('message') })).toHaveAccessibleDescription(REQUIRED);
    const picture = canvas.getByLabelText(en('picture'));
    await expect(picture).toBeInvalid();
    await expect(picture).toHaveAccessibleDescription(`${PICTURE_TOO_LARGE} JPEG, PNG or WebP, up to 5 MB raw-photo.png 7 MB`);
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(3);
    const form = canvasElement.querySelector<HTMLElement>('[data-slot="review-form"]');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};

/** An empty submit: every field says why and focus goes to the first (the name). */
export const SubmitEmptyFocusesFirstInvalid: Story = {
  render: (args) => <ReviewHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: en('name') })).toHaveFocus();
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(5);

    // Name, e-mail, destination and message fixed: the next submit (Enter in a field) goes to the first star.
    await userEvent.type(canvas.getByRole('textbox', { name: en('name') }), 'Camille');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('destination') }), 'France');
    await userEvent.type(canvas.getByRole('textbox', { name: en('message') }), 'Lovely');
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), 'camille@example.fr{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    const firstStar = canvas.getByRole('radio', { name: '1 star' });
    await expect(firstStar).toHaveFocus();
    await expect(firstStar).toHaveAttribute('id', reviewFieldId('rate'));
  },
};

/** A picture over 5 MB is refused at once, in the field; removing it clears the message and focus goes back to the picker. */
export const PictureTooLarge: Story = {
  render: (args) => <ReviewHost args={args} initialValues={filledValues} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(en('picture'));
    const big = pictureOf('raw-photo.jpg', 6 * 1024 * 1024);
    await userEvent.upload(input, big);
    await expect(args.onPictureChosen).toHaveBeenCalledWith(big);
    await expect(canvas.getByText('raw-photo.jpg')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(canvas.getByText(PICTURE_TOO_LARGE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: fileInput('clear') }));
    await expect(args.onPictureCleared).toHaveBeenCalledOnce();
    await expect(input).toHaveFocus();
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByText(PICTURE_TOO_LARGE)).toBeNull();
  },
};

/** Sending (static): the button says so and ignores clicks and Enter, its spinner shows after the loader delay. */
export const Sending: Story = {
  args: { values: filledValues, picture: filledPicture, busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: en('sending') });
    // The fields are disabled, so the button is where Enter could come from.
    await expectBusyIgnoresSubmits({ button, field: button, onSubmit: args.onSubmit, userEvent });
    // Every field is disabled while the review is sent (spec §4).
    await expect(canvas.getByRole('textbox', { name: en('name') })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: en('destination') })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: en('message') })).toBeDisabled();
    await expect(canvas.getByLabelText(en('picture'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: fileInput('clear') })).toBeDisabled();
  },
};

/** Enter in a field sends: the fields go disabled, so focus moves to the busy button instead of dropping to the page. */
export const EnterWhileSendingKeepsFocus: Story = {
  render: (args) => <ReviewHost args={args} initialValues={filledValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const button = await canvas.findByRole('button', { name: en('sending') });
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: en('email') })).toBeDisabled();
    await expect(await canvas.findByText(SUCCESS)).toBeVisible();
  },
};

/** Spec §8: the failure in the status line below the form, announced and styled as an error; what was typed stays. */
export const StatusError: Story = {
  args: { values: filledValues, statusError: SERVER_ERROR },
  play: async ({ canvas, canvasElement }) => {
    await expectStatusErrorBelow(canvas, canvas.getByRole('button', { name: en('submit') }), SERVER_ERROR);
    await expect(canvasElement.querySelector('[data-slot="review-form-success"]')).toBeEmptyDOMElement();
  },
};

/** The server fails after a real submit: the status line appears below, the review stays to try again. */
export const ServerFails: Story = {
  render: (args) => <ReviewHost args={args} initialValues={filledValues} server="fails" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR));
    await expect(canvas.getByRole('textbox', { name: en('message') })).toHaveValue(filledValues.message);
    await expect(canvas.getByRole('button', { name: en('submit') })).toBeEnabled();
  },
};

/** Spec §4 finished (static): the success message below the form, as a status. */
export const Success: Story = {
  args: { successMessage: SUCCESS },
  play: async ({ canvas }) => {
    const status = canvas.getByText(SUCCESS).closest('[role="status"]');
    await expect(status).toHaveAttribute('data-slot', 'review-form-success');
    await expect(canvas.getByText(SUCCESS)).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Accepted after a real submit: busy, then the success message; the form starts over empty; a new submit takes the message away. */
export const SubmitSucceeds: Story = {
  render: (args) => <ReviewHost args={args} initialValues={emptyValues} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: en('name') }), filledValues.name);
    await userEvent.type(canvas.getByRole('textbox', { name: en('email') }), filledValues.email);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en('destination') }), 'Japan');
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: en('message') }), 'Perfect from start to end.');
    await userEvent.upload(canvas.getByLabelText(en('picture')), pictureOf('tokyo.jpg', 900_000));
    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(SUCCESS)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en('name') })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    await expect(canvas.queryByText('tokyo.jpg')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: en('submit') }));
    await expect(canvas.queryByText(SUCCESS)).toBeNull();
  },
};

/** 320 px: one column, full-width button, long translations wrap. */
export const Mobile: Story = {
  args: { values: filledValues, picture: filledPicture },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expectStacked(canvas.getByRole('textbox', { name: en('name') }), canvas.getByRole('textbox', { name: en('email') }));
    await expectFitsWithFullWidthButton(canvasElement, 'review-form', en('submit'));
    // Five 44 px stars fit on the narrowest phone.
    const stars = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="review-form-rate"] label')];
    await expect(stars.map((star) => star.getBoundingClientRect().top)).toEqual(Array(5).fill(stars[0]?.getBoundingClientRect().top));
  },
};

/** A page wide enough: name and e-mail share a row. */
export const Wide: Story = {
  args: { values: filledValues },
  play: async ({ canvas }) => {
    await expectSameRow(canvas.getByRole('textbox', { name: en('name') }), canvas.getByRole('textbox', { name: en('email') }));
  },
};

/** Two forms on one page (reviews page and modal): each its own ids. */
export const OwnIdPrefix: Story = {
  args: { idPrefix: 'review-modal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: en('name') })).toHaveAttribute('id', reviewFieldId('name', 'review-modal'));
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveAttribute('id', 'review-modal-rate');
    await expect(canvas.getByLabelText(en('picture'))).toHaveAttribute('id', 'review-modal-picture');
  },
};

/** Japanese: the labels, the stars' names and the picture's hint in Japanese. */
export const Japanese: Story = {
  args: { values: filledValues, picture: filledPicture },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: ja('rate') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '星4つ' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: ja('submit') })).toBeVisible();
    await expect(canvas.getByLabelText(ja('picture'))).toBeVisible();
    await expect(canvas.getByText(ja('pictureHint'))).toBeVisible();
  },
};

/** German on a 320 px phone: the long note and labels wrap, the button takes the full width. */
export const GermanMobile: Story = {
  args: { values: filledValues, picture: filledPicture },
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(de('requiredNote'))).toBeVisible();
    await expectFitsWithFullWidthButton(canvasElement, 'review-form', de('submit'));
  },
};
