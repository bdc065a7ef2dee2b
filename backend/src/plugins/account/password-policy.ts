import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BACKEND_ROOT } from '../../env';

/*
 * The shop's password policy (issue 5): at least 8 characters (the registration hint of spec §5),
 * at most 128 (bcrypt reads 72 bytes; a longer passphrase still works, its tail simply adds
 * nothing, and 128 keeps hashing requests small), and not one of the commonly used passwords
 * (backend/seed/common-passwords.txt, from a public list, read once; nothing is fetched at run
 * time). Pure apart from reading that file, so unit tests run it as is.
 */

/** The same numbers as PASSWORD_MIN_LENGTH / PASSWORD_MAX_LENGTH in api/operations/account/account-input.ts. */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon';

const COMMON_PASSWORDS_FILE = path.join(BACKEND_ROOT, 'seed', 'common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/** The list, lower-cased, without its `#` comment lines. */
export function commonPasswords(file = COMMON_PASSWORDS_FILE): ReadonlySet<string> {
  if (file !== COMMON_PASSWORDS_FILE) return readList(file);
  common ??= readList(file);
  return common;
}

function readList(file: string): ReadonlySet<string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  return new Set(lines.filter((line) => line !== '' && !line.startsWith('#')).map((line) => line.toLowerCase()));
}

/** Characters as people count them (an emoji is one), so the limits read as the message says. */
function lengthOf(password: string): number {
  return [...password].length;
}

/**
 * The first rule the password breaks, or undefined. Case does not make a common password safe
 * ("Password1" is "password1"), and neither do surrounding spaces.
 */
export function passwordProblem(password: string, list: ReadonlySet<string> = commonPasswords()): PasswordProblem | undefined {
  const length = lengthOf(password);
  if (length < PASSWORD_LIMITS.min) return 'passwordTooShort';
  if (length > PASSWORD_LIMITS.max) return 'passwordTooLong';
  if (list.has(password.trim().toLowerCase())) return 'passwordCommon';
  return undefined;
}
