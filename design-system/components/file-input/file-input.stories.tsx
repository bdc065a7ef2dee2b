import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { expectDisabledButton } from '../../stories/button-story-helpers';
import { widthDecorator } from '../../stories/decorators';
import { storyText } from '../../stories/story-text';
import { FileInput, type ChosenFile, type FileInputProps } from './file-input';
import { fileInputMessages } from './file-input.messages';

const en = storyText(fileInputMessages);

/*
 * The review's picture field as the review form uses it. `FileInputHost`
 * plays the machine: it keeps the chosen file's name and size, and forgets
 * them on clear.
 */

const PICTURE_HINT = 'JPEG, PNG or WebP, up to 5 MB';
const TOO_LARGE = 'The picture must be 5 MB or smaller';

function pictureOf(name = 'beach-in-lisbon.jpg', bytes = 1_572_864, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function FileInputHost({ args }: { args: FileInputProps }) {
  const [file, setFile] = useState<ChosenFile | null>(args.file);
  return (
    <FileInput
      {...args}
      file={file}
      onFileChosen={(chosen) => {
        args.onFileChosen(chosen);
        setFile({ name: chosen.name, size: chosen.size });
      }}
      onCleared={() => {
        args.onCleared();
        setFile(null);
      }}
    />
  );
}

/** What a browser dispatches while a file is dragged from the desktop onto the zone. */
function dragEvent(type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', files: File[] = []): DragEvent {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
}

function zoneOf(canvasElement: HTMLElement): HTMLElement {
  const zone = canvasElement.querySelector<HTMLElement>('[data-slot="file-input-zone"]');
  if (zone === null) throw new Error('no drop zone');
  return zone;
}

const meta = {
  title: 'Components/FileInput',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Attaching one file (a picture to a review, a document to a message): a drop zone with a picker that works with the keyboard.',
          '**Use instead:** `TextField` for typed input.',
        ].join('\n\n'),
      },
    },
  },
  component: FileInput,
  args: {
    label: 'Picture (optional)',
    chooseLabel: 'Choose a picture',
    dropLabel: 'or drop it here',
    hint: PICTURE_HINT,
    accept: 'image/jpeg,image/png,image/webp',
    file: null,
    required: false,
    disabled: false,
    onFileChosen: fn(),
    onCleared: fn(),
    onBlur: fn(),
  },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
    file: { control: 'object' },
  },
  decorators: [widthDecorator('max-w-md')],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a picture: its name and size show under the zone; Remove empties it and puts focus back on the picker. */
export const Default: Story = {
  render: (args) => <FileInputHost args={args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Picture (optional)');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const picture = pictureOf();
    await userEvent.upload(input, picture);
    await expect(args.onFileChosen).toHaveBeenCalledOnce();
    await expect(args.onFileChosen).toHaveBeenCalledWith(picture);
    await expect(canvas.getByText('beach-in-lisbon.jpg')).toBeVisible();
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`${PICTURE_HINT} beach-in-lisbon.jpg 1.5 MB`);
    // Emptied after the choice, so the same file chosen again is reported again.
    await expect(input).toHaveValue('');

    const remove = canvas.getByRole('button', { name: en('clear') });
    await expect(remove).toHaveAccessibleDescription('beach-in-lisbon.jpg 1.5 MB');
    await userEvent.click(remove);
    await expect(args.onCleared).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('beach-in-lisbon.jpg')).toBeNull();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(PICTURE_HINT);

    await userEvent.upload(input, picture);
    await expect(args.onFileChosen).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText('beach-in-lisbon.jpg')).toBeVisible();
  },
};

export const Playground: Story = {};

/** Nothing chosen: the zone invites a choice and opens the picker on a click; Tab reaches the hidden input and the zone shows the focus ring. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = canvas.getByLabelText('Picture (optional)');
    await expect(canvas.getByText('Choose a picture')).toBeVisible();
    await expect(canvas.getByText('or drop it here')).toBeVisible();
    await expect(canvas.getByText(PICTURE_HINT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en('clear') })).toBeNull();
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription(PICTURE_HINT);

    // A click anywhere on the zone opens the picker (the input gets the click).
    const opened = fn();
    input.addEventListener('click', opened);
    await userEvent.click(canvas.getByText('or drop it here'));
    await expect(opened).toHaveBeenCalledOnce();
    input.removeEventListener('click', opened);
    (document.activeElement as HTMLElement | null)?.blur();

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(zoneOf(canvasElement)).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
    await expect(getComputedStyle(zoneOf(canvasElement)).outlineStyle).toBe('none');
  },
};

/** A file dragged over the zone: it lights up, and goes back when the file leaves. */
export const DraggingOver: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    const idleBorder = getComputedStyle(zone).borderColor;
    const idleBackground = getComputedStyle(zone).backgroundColor;
    zone.dispatchEvent(dragEvent('dragenter', [pictureOf()]));
    const over = dragEvent('dragover', [pictureOf()]);
    zone.dispatchEvent(over);
    // Taken: the browser will drop here instead of opening the file in place of the shop.
    await expect(over.defaultPrevented).toBe(true);
    await waitFor(() => expect(getComputedStyle(zone).borderColor).not.toBe(idleBorder));
    await expect(getComputedStyle(zone).backgroundColor).not.toBe(idleBackground);
    // Moving over the button inside the zone is still over the zone.
    zone.querySelector('span')?.dispatchEvent(dragEvent('dragenter'));
    zone.dispatchEvent(dragEvent('dragleave'));
    await expect(getComputedStyle(zone).borderColor).not.toBe(idleBorder);

    zone.querySelector('span')?.dispatchEvent(dragEvent('dragleave'));
    await waitFor(() => expect(getComputedStyle(zone).borderColor).toBe(idleBorder));
    await expect(args.onFileChosen).not.toHaveBeenCalled();
  },
};

/** A file dropped on the zone is chosen like a picked one, and the highlight goes. */
export const DropFile: Story = {
  render: (args) => <FileInputHost args={args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const zone = zoneOf(canvasElement);
    const idleBorder = getComputedStyle(zone).borderColor;
    const picture = pictureOf('sunset.png', 2_400_000, 'image/png');
    zone.dispatchEvent(dragEvent('dragenter', [picture]));
    zone.dispatchEvent(dragEvent('dragover', [picture]));
    const drop = dragEvent('drop', [picture]);
    zone.dispatchEvent(drop);
    await expect(drop.defaultPrevented).toBe(true);
    await expect(args.onFileChosen).toHaveBeenCalledOnce();
    await expect(args.onFileChosen).toHaveBeenCalledWith(picture);
    await expect(await canvas.findByText('sunset.png')).toBeVisible();
    await expect(canvas.getByText('2.3 MB')).toBeVisible();
    await waitFor(() => expect(getComputedStyle(zone).borderColor).toBe(idleBorder));
  },
};

/** A chosen file as the machine passes it back (static): name, size, and the clear button. */
export const ChosenFileShown: Story = {
  name: 'Chosen file',
  args: { file: { name: 'beach-in-lisbon.jpg', size: 1_572_864 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('beach-in-lisbon.jpg')).toBeVisible();
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
    const input = canvas.getByLabelText('Picture (optional)');
    await userEvent.click(canvas.getByRole('button', { name: en('clear') }));
    await expect(args.onCleared).toHaveBeenCalledOnce();
    await expect(input).toHaveFocus();
  },
};

/** Refused (over 5 MB): red border, the message read first with the input, the file still shown; a new drag still lights it up. */
export const WithError: Story = {
  args: { file: { name: 'raw-photo.png', size: 7 * 1024 * 1024 }, error: TOO_LARGE },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Picture (optional)');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${TOO_LARGE} ${PICTURE_HINT} raw-photo.png 7 MB`);
    await expect(canvas.getByText(TOO_LARGE)).toBeVisible();
    // Red border, never colour alone: the message and its icon say it too.
    const zone = zoneOf(canvasElement);
    await expect(getComputedStyle(zone).borderColor).toBe('rgb(180, 35, 24)');
    // Another file dragged over the refused one still lights the zone up.
    zone.dispatchEvent(dragEvent('dragenter', [pictureOf()]));
    await waitFor(() => expect(getComputedStyle(zone).borderColor).not.toBe('rgb(180, 35, 24)'));
  },
};

/** Disabled (the form is sending): the input is off, a dropped file is ignored, the file cannot be removed. */
export const Disabled: Story = {
  args: { disabled: true, file: { name: 'beach-in-lisbon.jpg', size: 1_572_864 } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByLabelText('Picture (optional)')).toBeDisabled();
    await expectDisabledButton(canvas.getByRole('button', { name: en('clear') }), userEvent, args.onCleared);

    const zone = zoneOf(canvasElement);
    const idleBorder = getComputedStyle(zone).borderColor;
    zone.dispatchEvent(dragEvent('dragenter', [pictureOf()]));
    const drop = dragEvent('drop', [pictureOf()]);
    zone.dispatchEvent(drop);
    // Still taken, so the browser does not navigate to the file.
    await expect(drop.defaultPrevented).toBe(true);
    await expect(args.onFileChosen).not.toHaveBeenCalled();
    await expect(getComputedStyle(zone).borderColor).toBe(idleBorder);
  },
};

/** Required: a star after the label, and the input says so to assistive tech. */
export const Required: Story = {
  args: { label: 'Document', required: true },
  play: async ({ canvas }) => {
    // The label's text holds the star (hidden from assistive tech), so match it loosely.
    const input = canvas.getByLabelText(/^Document\*?$/);
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The size in the shop's language: French decimals and units. */
export const French: Story = {
  args: {
    label: 'Photo (facultative)',
    chooseLabel: 'Choisir une photo',
    dropLabel: 'ou déposez-la ici',
    hint: 'JPEG, PNG ou WebP, 5 Mo maximum',
    file: { name: 'plage.jpg', size: 1_572_864 },
  },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^1,5\sMo$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retirer' })).toBeVisible();
  },
};

/** 320 px with a long file name: it wraps, nothing overflows, Remove stays in reach. */
export const LongNameMobile: Story = {
  args: { file: { name: `${'vacances-au-portugal-'.repeat(6)}final.jpeg`, size: 4_900_000 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="file-input"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
    const remove = canvas.getByRole('button', { name: en('clear') });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(root?.getBoundingClientRect().right ?? 0);
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
