import { assign, emit } from 'xstate';
import { FORM_REFUSED, formEditing, formSetup, freshForm, type FormDescription } from '../../forms/form-machine';
import { stubRequest } from '../../requests/requests';
import { accountFailureOf, serverFieldErrorsOf, tokenFailureOf, type AccountFailure } from '../../forms/refusals';
import type { AccountRuleError } from '../../forms/rules';
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
  type ResetField,
  type ResetPasswordTag,
  type SetNewPasswordInput,
} from './reset-password.types';

/** One form with two parts, the one on screen by `mode`: asking for a link, and setting a new password. */
export const resetPasswordForm: FormDescription<ResetPasswordContext, ResetField, AccountRuleError> = {
  fields: ({ mode }) => (mode === 'request' ? REQUEST_FIELDS : NEW_PASSWORD_FIELDS),
  validate: ({ mode, values }) => (mode === 'request' ? validateRequestForm(values) : validateNewPasswordForm(values)),
};

/** Spec §8 "Reset password failure": the server's message or 'Error occured'; RATE_LIMITED its own. */
function resetFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, {}, 'resetGeneric');
}

/** The policy's refusal names `password`; on this form that is the new password. */
const SERVER_FIELD_ALIASES = { password: 'newPassword' } as const;

/** A part of the form as it is first shown, with the email it keeps: nothing else typed, touched or failed. */
const freshPart = (email = '') => freshForm(RESET_FIELDS, { email, newPassword: '', newPasswordConfirmation: '' });

function initialContext(input: ResetPasswordMachineInput): ResetPasswordContext {
  const token = input.mode === 'set' && input.token !== null && input.token.trim() !== '' ? input.token.trim() : null;
  return {
    mode: input.mode,
    locale: input.locale,
    token,
    ...freshPart(input.mode === 'request' ? input.email : ''),
    tokenProblem: input.mode === 'set' && token === null ? 'tokenMissing' : null,
  };
}

/**
 * The password reset (spec §4 "Reset password", §8; issue 5): asking for a link, and setting a
 * new password with the link's token; each part is the form kit's (`machines/forms/form-machine.ts`).
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
 * RATE_LIMITED, a lost connection or the server's refusal stay on the form with everything typed;
 * only a token the shop says can never work leaves it.
 */
export const resetPasswordMachine = formSetup({
  types: {} as {
    context: ResetPasswordContext;
    events: ResetPasswordEvent;
    input: ResetPasswordMachineInput;
    tags: ResetPasswordTag;
    emitted: ResetPasswordEmitted;
  },
  actors: {
    /** The storefront provides the real requests (`resetPasswordActors` in storefront/app/features/account/account.actors.ts). */
    resetPassword: stubRequest<void, ResetPasswordInput>('resetPasswordMachine', 'resetPassword'),
    setNewPassword: stubRequest<void, SetNewPasswordInput>('resetPasswordMachine', 'setNewPassword'),
  },
  form: resetPasswordForm,
  refusal: (cause, { mode }): Pick<ResetPasswordContext, 'failure' | 'serverFieldErrors'> => ({
    failure: resetFailureOf(cause),
    serverFieldErrors:
      mode === 'request'
        ? serverFieldErrorsOf(cause, REQUEST_FIELDS)
        : serverFieldErrorsOf(cause, NEW_PASSWORD_FIELDS, SERVER_FIELD_ALIASES),
  }),
})
  .extend({
    guards: {
      isRequestMode: ({ context }) => context.mode === 'request',
      hasToken: ({ context }) => context.token !== null,
      isDeadToken: (_, params: { cause: unknown }) => tokenFailureOf(params.cause) !== null,
    },
    actions: {
      storeTokenProblem: assign((_, params: { cause: unknown }) => ({
        tokenProblem: tokenFailureOf(params.cause) ?? 'tokenInvalid',
        ...freshPart(),
      })),
      /** The request form anew (after sent, or from a dead link); an email typed before stays. */
      showRequestForm: assign(({ context }) => ({ ...freshPart(context.values.email), mode: 'request' as const, tokenProblem: null })),
      /** Nothing secret outlives the request. */
      forgetPasswords: assign(({ context }) => ({ values: { ...context.values, newPassword: '', newPasswordConfirmation: '' } })),
      announceChanged: emit({ type: 'password.changed' as const }),
    },
  })
  .createMachine({
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
          editing: formEditing('request.submitted', { submitting: 'sending' }),
          sending: {
            tags: ['busy'],
            invoke: {
              id: 'resetPassword',
              src: 'resetPassword',
              input: ({ context }) => ({ email: context.values.email.trim(), locale: context.locale }),
              onDone: { target: '#reset-password.sent' },
              onError: FORM_REFUSED,
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
          editing: formEditing('password.submitted', { submitting: 'saving' }),
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
                FORM_REFUSED,
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
