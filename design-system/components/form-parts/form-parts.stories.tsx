import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { storyText } from '../../stories/story-text';
import { Button } from '../button/button';
import { FormMessage, FormSubmitRow, TitleField, type PersonTitle } from './form-parts';
import { titleFieldMessages } from './title-field.messages';

const titleField = storyText(titleFieldMessages);

/*
 * The parts every account form is built from (login, registration, reset, profile, saved
 * address), shown alone: the announced message, the Mr / Mrs choice and the submit row.
 */

const meta = {
  title: 'Components/FormParts',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Building a new form of the shop: the form-level message (a refusal or a confirmation, announced), the title radios and the submit row that every account form shares.',
          "**Use instead:** A finished form (`LoginForm`, `AddressForm`…) when one already does the job; `PaymentStatus` for the payment's state.",
        ].join('\n\n'),
      },
    },
  },
  component: FormMessage,
  args: { message: 'The provided credentials are invalid', slot: 'story-form-message' },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'success'] } },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal: an alert, so it is announced when it appears. */
export const ErrorMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The provided credentials are invalid');
  },
};

/** A confirmation: a polite status with the check icon. */
export const SuccessMessage: Story = {
  args: { message: 'Your information was saved.', tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your information was saved.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A server message with detail lines keeps its line breaks; long words wrap inside 320 px. */
export const MultiLineMessage: Story = {
  args: { message: 'Registration failed\nThis field is required: Konfigurationsdateiverwaltungsberechtigung' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registration failed');
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="story-form-message"]');
    await expect(box?.scrollWidth).toBeLessThanOrEqual(box?.clientWidth ?? 0);
  },
};

/** Mounted empty, the region is already there: a message that arrives later is announced. */
export const MessageArrivesLater: Story = {
  render: function MessageArrivesLaterStory(args) {
    const [message, setMessage] = useState<string | undefined>(undefined);
    return (
      <div className="flex flex-col gap-3">
        <FormMessage {...args} message={message} />
        <Button onClick={() => setMessage('Too many attempts. Please wait a minute and try again.')}>Submit</Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('alert');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(region).toHaveTextContent('Too many attempts');
  },
};

function TitleHost({ error, onChange, onBlur }: { error?: string; onChange: (value: PersonTitle) => void; onBlur: () => void }) {
  const [title, setTitle] = useState<PersonTitle | ''>('');
  return (
    <div className="flex flex-col gap-4">
      <TitleField
        values={{ title }}
        errors={{ title: error }}
        onFieldChange={(_field, value) => {
          setTitle(value);
          onChange(value);
        }}
        onFieldBlur={onBlur}
      />
      <Button>Next field</Button>
    </div>
  );
}

/** Mr / Mrs as native radios: a click or the arrow keys choose; leaving the group (not moving inside it) reports the blur. */
export const TitleChoice: Story = {
  render: () => <TitleHost onChange={fn()} onBlur={fn()} />,
  args: {},
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: titleField('legend') });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: titleField('mr') }));
    await expect(canvas.getByRole('radio', { name: titleField('mr') })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: titleField('mrs') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: titleField('mrs') })).toHaveFocus();
  },
};

/** In Japanese, the title's own words in the shopper's language. */
export const TitleChoiceJapanese: Story = {
  render: () => <TitleHost onChange={fn()} onBlur={fn()} />,
  args: {},
  globals: { locale: 'ja' },
  play: async ({ canvas, userEvent }) => {
    const ja = storyText(titleFieldMessages, 'ja');
    await expect(canvas.getByRole('radiogroup', { name: ja('legend') })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: ja('mrs') }));
    await expect(canvas.getByRole('radio', { name: ja('mrs') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: ja('mr') })).not.toBeChecked();
  },
};

/** The host's handlers of the next story (a story's args are FormMessage's). */
const titleChanged = fn();
const titleLeft = fn();

/** Reports the choice and the blur to the host. */
export const TitleReportsChangeAndBlur: Story = {
  render: () => <TitleHost onChange={titleChanged} onBlur={titleLeft} />,
  args: {},
  play: async ({ canvas, userEvent }) => {
    titleChanged.mockClear();
    titleLeft.mockClear();
    await userEvent.click(canvas.getByRole('radio', { name: titleField('mrs') }));
    await expect(titleChanged).toHaveBeenCalledWith('mrs');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(titleLeft).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next field' }));
    await waitFor(() => expect(titleLeft).toHaveBeenCalledTimes(1));
  },
};

/** Not chosen when the form was sent: the group is invalid and its message is its description. */
export const TitleRequired: Story = {
  render: () => <TitleHost error="This field is required" onChange={fn()} onBlur={fn()} />,
  args: {},
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: titleField('legend') });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required');
  },
};

/** The messages over the submit button; busy shows the spinner and keeps the label for screen readers. */
export const SubmitRow: Story = {
  render: () => (
    <form onSubmit={(event) => event.preventDefault()} className="w-80">
      <FormSubmitRow label="Create my account" busy={false} secondaryAction={<Button variant="secondary">Cancel</Button>}>
        <FormMessage message="Registration failed" slot="story-submit-message" className="mb-3" />
      </FormSubmitRow>
    </form>
  ),
  args: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registration failed');
    await expect(canvas.getByRole('button', { name: 'Create my account' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** While the request runs the submit is busy. */
export const SubmitRowBusy: Story = {
  render: () => (
    <form onSubmit={(event) => event.preventDefault()} className="w-80">
      <FormSubmitRow label="Log in" busy />
    </form>
  ),
  args: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Log in/ })).toHaveAttribute('aria-busy', 'true');
  },
};
