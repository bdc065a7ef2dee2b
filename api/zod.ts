import { z } from 'zod';

/**
 * zod as the api uses it: every module of the api takes `z` from here (ESLint holds to it), so
 * this runs before any schema is built. In a browser zod checks answers without compiling
 * parsers with `new Function`: the shop's Content-Security-Policy allows no 'unsafe-eval', and
 * zod's probe for it, though caught, is reported as a policy violation (an issue in the browser's
 * console, and Lighthouse's best-practices audit "inspector-issues"). The server keeps the
 * compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
