import path from 'node:path';

import { BACKEND_ROOT } from '../env';

/**
 * The EmailPlugin's templates (MJML + Handlebars): `<type>/body.hbs` and shared `partials/`.
 * They live beside `src/`, not in it, so `tsc` output and the sources read the same files.
 */
export const EMAIL_TEMPLATES_DIR = path.join(BACKEND_ROOT, 'email-templates');
