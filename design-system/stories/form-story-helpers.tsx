import { useLayoutEffect, useRef, useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import type { ChosenFile } from '../components/file-input/file-input';
import { loginFormMessages } from '../components/login-form/login-form.messages';
import { expectLoaderShows } from './button-story-helpers';
import { storyText } from './story-text';

const loginForm = storyText(loginFormMessages);

/*
 * Story-only helpers of the forms (login, registration, password reset, new
 * password, profile, addresses, review, contact): the host state that plays each form's
 * machine, and the checks their stories repeat. Not exported from the design
 * system.
 */

/** The spec's messages (§5, §8) as the storefront passes them in English. */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Is not a valid email address';
export const EMAILS_MUST_MATCH = 'Emails must match';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
/** The 8-character password policy. */
export const TOO_SHORT = 'Must be at least 8 characters';
export const TOO_LONG = 'Field exceeded characters limit';
export const GENERIC_ERROR = 'An error occured';
/** A free text (name, message) under its 2-character minimum. */
export const FIELD_TOO_SHORT = 'Field is too short';

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Spec §5 for a required e-mail: its message, or `undefined` when valid. */
export function emailRuleMessage(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return REQUIRED;
  return isEmail(email) ? undefined : INVALID_EMAIL;
}

/** Spec §5 for a required free text (name, message): 2 to `maxLength` characters once trimmed. */
export function textRuleMessage(value: string, maxLength: number): string | undefined {
  const text = value.trim();
  if (text === '') return REQUIRED;
  if (text.length > maxLength) return TOO_LONG;
  return text.length < 2 ? FIELD_TOO_SHORT : undefined;
}

/** The messages that apply, fields without one left out: `useValidatedForm` reads `{}` as valid. */
export function messagesOf<Field extends string>(found: Partial<Record<Field, string | undefined>>): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined)) as Partial<Record<Field, string>>;
}

/** How a form's stand-in server answers a valid submit. */
export type StandInServer = 'accepts' | 'fails';

/** Controls of the props the account forms share. */
export const accountFormArgTypes = {
  formError: { control: 'text' },
  headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
} as const;

/** Controls of the props the message forms (review, contact) share. */
export const messageFormArgTypes = {
  statusError: { control: 'text' },
  headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
} as const;

/** The args every controlled form's meta starts from: no errors, not busy, a spy for each callback. */
export function controlledFormArgs() {
  return { errors: {}, busy: false, onFieldChange: fn(), onFieldBlur: fn(), onSubmit: fn() };
}

type Messages<Field extends string> = Partial<Record<Field, string>>;

/** How long the stand-in server takes to answer: long enough for a play function to see the busy button on a loaded machine. */
const SERVER_DELAY_MS = 150;

/**
 * Values and errors as the forms' machines keep them, with the spec's timing
 * of messages: while typing a message only goes away (once the value is
 * valid), it appears on blur or submit. `submit` plays a server answering
 * after a short busy time; `refuse` gives the server's field errors and moves
 * focus to them (through `focusKey`).
 */
export function useValidatedForm<Values extends object, Field extends keyof Values & string>(
  initialValues: Values,
  validate: (values: Values) => Messages<Field>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Messages<Field>>({});
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  // Fields without a rule (a checkbox) may change too; they never carry a message.
  const messageOf = (found: Messages<Field>, field: keyof Values & string) => (found as Messages<string>)[field];

  /** An edit: the new values, with the field's message dropped once it is fixed. */
  function change<Name extends keyof Values & string>(field: Name, value: Values[Name]): Values {
    const next: Values = { ...values, [field]: value };
    setValues(next);
    if (messageOf(errors, field) !== undefined && messageOf(validate(next), field) === undefined) {
      setErrors(({ [field]: _fixed, ...rest }) => rest as Messages<Field>);
    }
    return next;
  }

  /** The field was left: its message (or none) now. */
  function blur(field: string) {
    setErrors((current) => ({ ...current, [field]: messageOf(validate(values), field as keyof Values & string) }));
  }

  /** Every message at once; true when nothing is refused. */
  function check(): boolean {
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    busy,
    focusKey,
    change,
    blur,
    check,
    /**
     * A submit: reported to the story's spy, then validated; when valid the
     * form is busy until the server's `answer` (run with the submitted values).
     */
    submit(report: () => void, answer: (submitted: Values) => void) {
      report();
      if (!check()) return;
      setBusy(true);
      setTimeout(() => {
        setBusy(false);
        answer(values);
      }, SERVER_DELAY_MS);
    },
    /** The server refused fields after the submit: their messages, and focus moves to the first. */
    refuse(found: Messages<Field>) {
      setErrors(found);
      setFocusKey((key) => key + 1);
    },
    /**
     * The form's controlled props, reporting each edit and blur to the
     * story's spies (`args`) before acting on it.
     */
    bind(args: StorySpies<Values>) {
      return {
        values,
        errors,
        onFieldChange: <Name extends keyof Values & string>(field: Name, value: Values[Name]) => {
          args.onFieldChange(field, value);
          change(field, value);
        },
        onFieldBlur: (field: string) => {
          args.onFieldBlur?.(field);
          blur(field);
        },
      };
    },
  };
}

/**
 * The host's side of a form's optional file (the review's picture, the
 * contact's document), as the machines handle it: a chosen file is kept by
 * name and size and judged at once; clearing drops it (and its message, as any
 * fixed field); the input's blur judges the values of now, since it comes
 * after the Remove click that caused it, a render later than its handler.
 * `bound` replaces `form.bind(args)`.
 */
export function useFileFieldHost<Values extends object, Field extends keyof Values & string>(
  form: ReturnType<typeof useValidatedForm<Values, Field>>,
  validate: (values: Values) => Messages<Field>,
  fileField: Field,
  args: StorySpies<Values>,
) {
  const bound = form.bind(args);
  // Kept after each commit (never during render) for the blur handler, which may run a render after the Remove click.
  const latest = useRef(form.values);
  useLayoutEffect(() => {
    latest.current = form.values;
  });
  const judge = (values: Values) => form.setErrors((current) => ({ ...current, [fileField]: validate(values)[fileField] }));
  return {
    bound: {
      ...bound,
      onFieldBlur: (field: string) => {
        if (field !== fileField) return bound.onFieldBlur(field);
        args.onFieldBlur?.(field);
        judge(latest.current);
      },
    },
    choose(file: File) {
      const chosen: ChosenFile = { name: file.name, size: file.size };
      judge(form.change(fileField, chosen as Values[Field]));
    },
    clear() {
      form.change(fileField, null as Values[Field]);
    },
  };
}

/**
 * The story's spies for a form's callbacks. Method syntax on purpose: the
 * forms type them per field (`(field: 'email', value: string)`), and methods
 * accept those narrower signatures.
 */
interface StorySpies<Values> {
  onFieldChange(field: keyof Values & string, value: Values[keyof Values]): void;
  onFieldBlur?(field: string): void;
}

interface LabelQueries {
  getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement;
}

/** A hidden password has no role: find it by its label (the required star is not part of the name). */
export function passwordInput(canvas: LabelQueries, label = loginForm('password')): HTMLElement {
  // Labels such as "New password (optional)" hold characters that mean something in a pattern.
  const literal = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return canvas.getByLabelText(new RegExp(`^${literal}\\*?$`), { selector: 'input' });
}

/**
 * A busy form: the button says so, neither its click nor Enter in `field`
 * submits, and the spinner shows after the loader delay.
 */
export async function expectBusyIgnoresSubmits({
  button,
  field,
  onSubmit,
  userEvent,
}: {
  button: HTMLElement;
  field: HTMLElement;
  onSubmit: (...args: never[]) => unknown;
  userEvent: { click: (element: Element) => Promise<void>; type: (element: Element, text: string) => Promise<void> };
}) {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  await userEvent.type(field, '{Enter}');
  await expect(onSubmit).not.toHaveBeenCalled();
  await expectLoaderShows(() => button.querySelector('[data-slot="spinner"]'));
}

type Canvas = ReturnType<typeof within>;

/**
 * A form's busy story: with `args` (its values and `busy: true`), the button
 * named `button` ignores clicks and Enter in the field `field` finds
 * (`expectBusyIgnoresSubmits`).
 */
export function busyStory<Args extends object>(args: Args, button: string, field: (canvas: Canvas) => HTMLElement) {
  return {
    args,
    play: async ({
      canvas,
      userEvent,
      args: { onSubmit },
    }: {
      canvas: Canvas;
      userEvent: Parameters<typeof expectBusyIgnoresSubmits>[0]['userEvent'];
      args: { onSubmit: () => void };
    }) => {
      await expectBusyIgnoresSubmits({ button: canvas.getByRole('button', { name: button }), field: field(canvas), onSubmit, userEvent });
    },
  };
}

/** `second` sits on the same row as `first`, to its right. */
export async function expectSameRow(first: HTMLElement, second: HTMLElement) {
  const a = first.getBoundingClientRect();
  const b = second.getBoundingClientRect();
  await expect(b.top).toBe(a.top);
  await expect(b.left).toBeGreaterThan(a.right);
}

/** `second` sits under `first`. */
export async function expectStacked(first: HTMLElement, second: HTMLElement) {
  await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
}

/** Nothing in the form `[data-slot=slot]` of `page` overflows sideways, and each named button takes its whole width (phones). */
export async function expectFitsWithFullWidthButton(page: HTMLElement, slot: string, ...buttons: string[]) {
  const container = page.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  await expect(container?.scrollWidth).toBeLessThanOrEqual(container?.clientWidth ?? 0);
  for (const name of buttons) {
    const button = within(container ?? page).getByRole('button', { name });
    await expect(button.getBoundingClientRect().width).toBeCloseTo(container?.clientWidth ?? 0, 0);
  }
}

/** A form in a page of its own: `title` is the page's heading and names the form. */
export function withTitleStory(title: string) {
  return {
    args: { title, headingLevel: 1 as const },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(canvas.getByRole('form', { name: title })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  };
}

/** Spec §8: `message` in the status line below the submit button, announced (an alert) and in the danger colour. */
export async function expectStatusErrorBelow(canvas: Canvas, button: HTMLElement, message: string) {
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(alert.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
  const line = alert.querySelector('p');
  await expect(line === null ? '' : getComputedStyle(line).color).toBe('rgb(180, 35, 24)');
}
