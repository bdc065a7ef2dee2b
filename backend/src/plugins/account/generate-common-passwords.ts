import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BACKEND_ROOT } from '../../env';
import { PASSWORD_LIMITS } from './password-policy';

/**
 * Rewrites backend/seed/common-passwords.txt from the passwords list of @zxcvbn-ts/language-common
 * (MIT), fetched with the ordinary npm client, so nothing is downloaded at run time:
 *   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
 *   node backend/dist/plugins/account/generate-common-passwords.js package/src/passwords.json
 * Passwords the length rule refuses anyway are left out; the order (most used first) is kept.
 */
function main(): void {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: node generate-common-passwords.js <path to @zxcvbn-ts/language-common/src/passwords.json>');
    process.exit(2);
  }
  const list: unknown = JSON.parse(readFileSync(source, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${source} is not a JSON array`);
  const kept = new Set<string>();
  for (const entry of list) {
    if (typeof entry !== 'string') continue;
    const password = entry.toLowerCase();
    if (password.length >= PASSWORD_LIMITS.min && password.length <= PASSWORD_LIMITS.max) kept.add(password);
  }
  const header = [
    '# Common passwords of 8 characters or more, most used first: the passwords list of @zxcvbn-ts/language-common 4.1.3 (MIT,',
    '# Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts), lower-cased, shorter ones left out',
    '# (the length rule refuses them). Regenerate with backend/src/plugins/account/generate-common-passwords.ts.',
  ];
  writeFileSync(path.join(BACKEND_ROOT, 'seed', 'common-passwords.txt'), `${[...header, ...kept].join('\n')}\n`);
  console.log(`${kept.size} passwords written`);
}

main();
