import { assign, emit, fromPromise, not, setup } from 'xstate';
import { accountFailureOf, serverFieldErrorsOf, tokenFailureOf, type AccountFailure } from '../forms/refusals';
import {
  REFUSED_SUBMIT,
  STARTED_SUBMIT,
  fieldBlurGuard,
  fieldChangeGuard,
  nothingTouched,
  touchedFieldOf,
  typedValueOf,
} from '../forms/form-fields';
import { validateNewPasswordForm, validateRequestForm } from './reset-password.rules';
import {
  NEW_PASSWORD_FIELDS,
  REQUEST_FIELDS,
  RESET_FIELDS,
  type ResetPasswordContext,
  type ResetPasswordEmitted,
  type ResetPasswordEvent,
  type ResetPasswordInput,
  type ResetPasswordMachineInput,
  type ResetPasswordTag,
  type SetNewPasswordInput,
} from './reset-password.types';

/** Spec §8 "Reset password failure": the server's message or 'Error occured'; RATE_LIMITED its own. */
export function resetFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, {}, 'resetGeneric');
}

/** The policy's refusal names `password`; on this form that is the new password. */
const SERVER_FIELD_ALIASES = { password: 'newPassword' } as const;

/** A part of the form as it is first shown: nothing touched, nothing failed. */
const FRESH_PART = {
  touched: nothingTouched(RESET_FIELDS),
  submitAttempted: false,
  serverFieldErrors: {},
  failure: null,
} as const satisfies Partial<ResetPasswordContext>;

function initialContext(input: ResetPasswordMachineInput): ResetPasswordContext {
  const token = input.mode === 'set' && input.token !== null && input.token.trim() !== '' ? input.token.trim() : null;
  return {
    mode: input.mode,
    locale: input.locale,
    token,
    values: { email: input.mode === 'request' ? (input.email ?? '') : '', newPassword: '', newPasswordConfirmation: '' },
    ...FRESH_PART,
    tokenProblem: input.mode === 'set' && token === null ? 'tokenMissing' : null,
  };
}

/**
 * The password reset (spec §4 "Reset password", §8; issue 5): asking for a
 * link, and setting a new password with the link's token.
 *
 * ```
 * starting ─(request mode)──▶ request ─ editing ─ idle / failed (`error`)
 *    │                           └ sending (`busy`) ──▶ sent (the same answer for any address) ──request.again──▶ request
 *    ├─(set mode, a token)──▶ newPassword ─ editing ─ idle / failed (`error`)
 *    │                           └ saving (`busy`) ──▶ changed (emits password.changed: 'Password successfully changed', then Home)
 *    │                                 └──a dead token──▶ tokenInvalid
 *    └─(set mode, no token)──▶ tokenInvalid (`error`) ──link.requestNew──▶ request
 * ```
 *
 * RATE_LIMITED, a lost connection or the server's refusal stay on the form
 * with everything typed; only a token the shop says can never work leaves it.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordMachineInput,
    tags: {} as ResetPasswordTag,
    emitted: {} as ResetPasswordEmitted,
  },
  actors: {
    /** Stubs: the storefront provides the real requests (`resetPasswordActors` in storefront/app/features/account/account.actors.ts). */
    resetPassword: fromPromise<void, ResetPasswordInput>(async () => {
      throw new Error('resetPasswordMachine: provide the resetPassword actor');
    }),
    setNewPassword: fromPromise<void, SetNewPasswordInput>(async () => {
      throw new Error('resetPasswordMachine: provide the setNewPassword actor');
    }),
  },
  guards: {
    isRequestMode: ({ context }) => context.mode === 'request',
    hasToken: ({ context }) => context.token !== null,
    isRequestValid: ({ context }) => Object.keys(validateRequestForm(context.values)).length === 0,
    isNewPasswordValid: ({ context }) => Object.keys(validateNewPasswordForm(context.values)).length === 0,
    isRequestFieldChange: fieldChangeGuard(REQUEST_FIELDS),
    isRequestFieldBlur: fieldBlurGuard(REQUEST_FIELDS),
    isNewPasswordFieldChange: fieldChangeGuard(NEW_PASSWORD_FIELDS),
    isNewPasswordFieldBlur: fieldBlurGuard(NEW_PASSWORD_FIELDS),
    isDeadToken: (_, params: { cause: unknown }) => tokenFailureOf(params.cause) !== null,
  },
  actions: {
    storeValue: assign(({ context, event }) => typedValueOf(context, event)),
    markTouched: assign(({ context, event }) => touchedFieldOf(context, event)),
    refuseInvalid: assign(REFUSED_SUBMIT),
    startSubmit: assign(STARTED_SUBMIT),
    storeRequestFailure: assign((_, params: { cause: unknown }) => ({
      failure: resetFailureOf(params.cause),
      serverFieldErrors: serverFieldErrorsOf(params.cause, REQUEST_FIELDS),
    })),
    storeNewPasswordFailure: assign((_, params: { cause: unknown }) => ({
      failure: resetFailureOf(params.cause),
      serverFieldErrors: serverFieldErrorsOf(params.cause, NEW_PASSWORD_FIELDS, SERVER_FIELD_ALIASES),
    })),
    storeTokenProblem: assign((_, params: { cause: unknown }) => ({
      tokenProblem: tokenFailureOf(params.cause) ?? 'tokenInvalid',
      values: { email: '', newPassword: '', newPasswordConfirmation: '' },
      ...FRESH_PART,
    })),
    /** The request form anew (after sent, or from a dead link); an email typed before stays. */
    showRequestForm: assign({ ...FRESH_PART, tokenProblem: null }),
    /** Nothing secret outlives the request. */
    forgetPasswords: assign(({ context }) => ({ values: { ...context.values, newPassword: '', newPasswordConfirmation: '' } })),
    announceChanged: emit({ type: 'password.changed' as const }),
  },
}).createMachine({
  id: 'reset-password',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    /** Never at rest: the mode and the link decide where the page starts. */
    starting: {
      always: [{ guard: 'isRequestMode', target: 'request' }, { guard: 'hasToken', target: 'newPassword' }, { target: 'tokenInvalid' }],
    },
    request: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'field.changed': { guard: 'isRequestFieldChange', actions: 'storeValue' },
            'field.blurred': { guard: 'isRequestFieldBlur', actions: 'markTouched' },
            'request.submitted': [
              { guard: not('isRequestValid'), target: '.idle', actions: 'refuseInvalid' },
              { target: 'sending', actions: 'startSubmit' },
            ],
          },
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ email: context.values.email.trim(), locale: context.locale }),
            onDone: { target: '#reset-password.sent' },
            onError: {
              target: 'editing.failed',
              actions: { type: 'storeRequestFailure', params: ({ event }) => ({ cause: event.error }) },
            },
          },
        },
      },
    },
    sent: {
      on: { 'request.again': { target: 'request', actions: 'showRequestForm' } },
    },
    newPassword: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'field.changed': { guard: 'isNewPasswordFieldChange', actions: 'storeValue' },
            'field.blurred': { guard: 'isNewPasswordFieldBlur', actions: 'markTouched' },
            'password.submitted': [
              { guard: not('isNewPasswordValid'), target: '.idle', actions: 'refuseInvalid' },
              { target: 'saving', actions: 'startSubmit' },
            ],
          },
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'setNewPassword',
            src: 'setNewPassword',
            input: ({ context }) => {
              // Entered only from `newPassword`, which `starting` enters only with a token.
              if (context.token === null) throw new Error('resetPasswordMachine: saving without a token');
              return { token: context.token, newPassword: context.values.newPassword };
            },
            onDone: { target: '#reset-password.changed', actions: ['forgetPasswords', 'announceChanged'] },
            onError: [
              {
                guard: { type: 'isDeadToken', params: ({ event }) => ({ cause: event.error }) },
                target: '#reset-password.tokenInvalid',
                actions: { type: 'storeTokenProblem', params: ({ event }) => ({ cause: event.error }) },
              },
              {
                target: 'editing.failed',
                actions: { type: 'storeNewPasswordFailure', params: ({ event }) => ({ cause: event.error }) },
              },
            ],
          },
        },
      },
    },
    changed: { type: 'final' },
    /** The link can never set a password: say why, and offer a new link. */
    tokenInvalid: {
      tags: ['error'],
      on: { 'link.requestNew': { target: 'request', actions: 'showRequestForm' } },
    },
  },
});
