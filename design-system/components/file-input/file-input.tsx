import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { CloseIcon, FileIcon, UploadIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../text-field/field-parts';
import { formatSize } from './file-input.logic';
import type { fileInputMessages } from './file-input.messages';
import { fileInputButtonClassName, fileInputFileClassName, fileInputZoneVariants } from './file-input.variants';

/** What the control shows of the chosen file; the machines' `FileMeta` fits. */
export interface ChosenFile {
  name: string;
  /** Bytes. */
  size: number;
}

export interface FileInputProps {
  /** Visible label, already translated: "Picture (optional)". It is the input's accessible name. */
  label: string;
  /** The button drawn in the drop zone: "Choose a file". */
  chooseLabel: string;
  /** Text next to it for mouse users: "or drop it here". */
  dropLabel?: string;
  /** What is accepted: "JPEG, PNG or WebP, up to 5 MB"; tied to the input with `aria-describedby`. */
  hint?: ReactNode;
  /** The picker's filter, e.g. `image/jpeg,image/png,image/webp`. A dropped file is not filtered: the host's rules word the refusal. */
  accept?: string;
  /** The chosen file (controlled), or `null`. */
  file: ChosenFile | null;
  /** Why the file is refused, already translated; sets `aria-invalid` and is read with the input. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The input's id (the host focuses it by id); generated when left out. */
  id?: string;
  name?: string;
  className?: string;
  /** A file was picked or dropped. Choosing the same file again calls it again. */
  onFileChosen: (file: File) => void;
  /** The clear button was pressed; focus is back on the picker. */
  onCleared: () => void;
  /** The picker lost focus. */
  onBlur?: () => void;
}

/**
 * The spec's file-input control (§2 "Other UI"): the review's picture and the
 * contact page's document. A drop zone around a real `<input type="file">`:
 * the input is visually hidden but stays in the tab order (Enter or Space
 * opens the system picker, screen readers name it by the label), the zone
 * draws its focus ring and opens the picker on a click, and takes dropped
 * files. The chosen file shows under it, named and sized, with a clear button.
 *
 * The input's value is emptied after each choice: the file lives in the
 * host's state (`file`), and picking the same file again after clearing it
 * still reports a change. Its description therefore carries the chosen file
 * (the native "No file chosen" would be wrong).
 */
export function FileInput({
  label,
  chooseLabel,
  dropLabel,
  hint,
  accept,
  file,
  error,
  required = false,
  disabled = false,
  id,
  name,
  className,
  onFileChosen,
  onCleared,
  onBlur,
}: FileInputProps) {
  const text = useComponentText<typeof fileInputMessages>('FileInput');
  // The size is written in the page's language (`zh-Hant` for the shop's `tw`).
  const locale = useComponentLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  // Entering a child of the zone fires `dragenter` on it before `dragleave` on the zone: count, do not toggle.
  const dragDepth = useRef(0);
  const [draggedOver, setDraggedOver] = useState(false);
  // A zone disabled mid-drag (the form started sending) drops the highlight at once.
  const dragging = draggedOver && !disabled;
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const fileId = `${controlId}-file`;
  // Error, hint, then the chosen file: the input's own value is always empty (see above).
  const { hintId, errorId, describedBy, invalid } = useFieldIds({
    id: controlId,
    hint,
    error,
    describedBy: file === null ? undefined : fileId,
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen !== undefined) onFileChosen(chosen);
  }

  function endDrag() {
    dragDepth.current = 0;
    setDraggedOver(false);
  }

  function dragEnter(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDraggedOver(true);
  }

  function dragOver(event: DragEvent<HTMLDivElement>) {
    // Without preventDefault the browser refuses the drop; `none` shows the refusal while disabled.
    event.preventDefault();
    if (event.dataTransfer !== null) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  }

  function dragLeave() {
    if (disabled) return;
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDraggedOver(false);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    // Always: a file dropped on a disabled zone must not make the browser open it in place of the shop.
    event.preventDefault();
    endDrag();
    if (disabled) return;
    const dropped = event.dataTransfer?.files[0];
    if (dropped !== undefined) onFileChosen(dropped);
  }

  function clear() {
    // Before the row (and this button) goes: focus must land somewhere the shopper can pick again.
    inputRef.current?.focus();
    onCleared();
  }

  return (
    <div
      data-slot="file-input"
      data-invalid={invalid || undefined}
      data-dragging={dragging || undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
    >
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {/* The zone's click is a mouse shortcut; keyboard and screen reader users reach the input itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above: a role or key handler would add a stop that does nothing */}
      <div
        data-slot="file-input-zone"
        className={cn(fileInputZoneVariants({ dragging, invalid, disabled }))}
        onClick={(event) => {
          if (disabled || event.target === inputRef.current) return;
          inputRef.current?.click();
        }}
        onDragEnter={dragEnter}
        onDragOver={dragOver}
        onDragLeave={dragLeave}
        onDrop={drop}
      >
        <input
          ref={inputRef}
          id={controlId}
          data-slot="file-input-input"
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          required={required || undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={choose}
          onBlur={() => onBlur?.()}
          className="sr-only"
        />
        <span
          aria-hidden="true"
          className={cn(fileInputButtonClassName, dragging && 'bg-background', disabled && 'bg-muted text-muted-foreground')}
        >
          <UploadIcon />
          {chooseLabel}
        </span>
        {dropLabel === undefined ? null : (
          <span aria-hidden="true" data-slot="file-input-drop" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {dropLabel}
          </span>
        )}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      {/* Mounted empty, so a file chosen later is announced. */}
      <div role="status" data-slot="file-input-status" className="min-w-0">
        {file === null ? null : (
          <div data-slot="file-input-file" className={fileInputFileClassName}>
            <FileIcon className="text-muted-foreground" />
            <p id={fileId} className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
              <span data-slot="file-input-name" className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                {file.name}
              </span>
              <span data-slot="file-input-size" className="text-sm tabular-nums text-muted-foreground">
                {formatSize(file.size, locale)}
              </span>
            </p>
            <Button variant="ghost" size="md" disabled={disabled} aria-describedby={fileId} className="shrink-0 px-3" onClick={clear}>
              <CloseIcon />
              {text('clear')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
