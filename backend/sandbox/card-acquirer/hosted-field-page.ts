import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import type { CardField } from './card-rules';
import { AUTOCOMPLETE, HOSTED_FIELDS, SESSION_PATTERN } from './hosted-field-protocol';
import type { SandboxSettings } from './settings';

/*
 * The hosted card fields (PCI SAQ A): one small page per field, served from the gateway's own
 * origin and framed by the shop's checkout. The shop's scripts cannot read into a frame of another
 * origin, so the card number, expiry and CVV exist only here and in `POST /v1/tokens`.
 *
 *   GET /v1/hosted-fields/{cardNumber|expiry|cvv}?key=&session=&parentOrigin=&locale=&label=&placeholder=&style=
 *   GET /v1/hosted-fields/field.js   the frames' script (card rules included), built by Vite
 *   GET /v1/hosted-fields/field.css
 *
 * Each page has its own strict Content-Security-Policy: its own script and stylesheet only, no
 * inline code, requests to its own origin only, and `frame-ancestors` limited to the shop's
 * origins (the sandbox's STOREFRONT_ORIGIN list), so no other site can frame it to phish a card.
 */

export const HOSTED_FIELDS_PATH = '/v1/hosted-fields/';
const FIELD_PATH = new RegExp(`^${HOSTED_FIELDS_PATH}(${HOSTED_FIELDS.join('|')})$`);
const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;
const MAX_LABEL = 200;
const MAX_PLACEHOLDER = 40;
const MAX_STYLE = 2000;

/** Where the built script is, beside this module in backend/dist (see vite.hosted-fields.config.mts). */
export function defaultHostedFieldScriptPath(): string {
  return path.join(__dirname, 'hosted-fields', 'field.js');
}

const HOSTED_FIELD_CSS = `html,body{margin:0;padding:0;height:100%;background:transparent;overflow:hidden}
body{display:flex;align-items:center}
input{box-sizing:border-box;width:100%;height:100%;margin:0;padding:0 12px;border:0;border-radius:0;outline:none;background:transparent;
color:var(--field-color,#0f172a);font-family:var(--field-font-family,system-ui,sans-serif);font-size:var(--field-font-size,16px);
font-weight:var(--field-font-weight,400);letter-spacing:var(--field-letter-spacing,normal);font-variant-numeric:tabular-nums}
input::placeholder{color:var(--field-placeholder-color,#64748b);opacity:1}
input[aria-invalid="true"]{color:var(--field-invalid-color,var(--field-color,#0f172a))}
input:read-only{cursor:default}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The page's policy: nothing but its own script, stylesheet and origin; framed by the shop only. */
function hostedFieldPolicy(allowedOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

interface HostedFieldRequest {
  field: CardField;
  publicKey: string;
  session: string;
  parentOrigin: string;
  locale: string;
  label: string;
  placeholder: string;
  /** JSON of a `HostedFieldStyle`, checked property by property in the frame. */
  style: string;
}

/** The page's query, checked: a refusal names the first parameter in error. */
function readHostedFieldRequest(
  url: URL,
  settings: Pick<SandboxSettings, 'publicKey' | 'allowedOrigins'>,
): HostedFieldRequest | { problem: string } {
  const field = FIELD_PATH.exec(url.pathname)?.[1] as CardField | undefined;
  if (!field) return { problem: 'field' };
  const get = (name: string) => url.searchParams.get(name) ?? '';
  const request: HostedFieldRequest = {
    field,
    publicKey: get('key'),
    session: get('session'),
    parentOrigin: get('parentOrigin'),
    locale: get('locale') || 'en',
    label: get('label').trim(),
    placeholder: get('placeholder'),
    style: get('style'),
  };
  if (request.publicKey !== settings.publicKey) return { problem: 'key' };
  if (!SESSION_PATTERN.test(request.session)) return { problem: 'session' };
  if (!settings.allowedOrigins.includes(request.parentOrigin)) return { problem: 'parentOrigin' };
  if (!LOCALE_PATTERN.test(request.locale)) return { problem: 'locale' };
  if (request.label === '' || request.label.length > MAX_LABEL) return { problem: 'label' };
  if (request.placeholder.length > MAX_PLACEHOLDER) return { problem: 'placeholder' };
  if (request.style.length > MAX_STYLE) return { problem: 'style' };
  return request;
}

/** The field's page. Every value from the query is escaped; the script reads the rest from the URL itself. */
function renderHostedField(request: HostedFieldRequest): string {
  const { autocomplete, name } = AUTOCOMPLETE[request.field];
  const placeholder = request.placeholder === '' ? '' : ` placeholder="${escapeHtml(request.placeholder)}"`;
  return `<!doctype html>
<html lang="${escapeHtml(request.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(request.label)}</title>
<link rel="stylesheet" href="${HOSTED_FIELDS_PATH}field.css">
<script src="${HOSTED_FIELDS_PATH}field.js" defer></script>
</head>
<body data-field="${request.field}">
<input id="field" type="text" name="${name}" autocomplete="${autocomplete}" inputmode="numeric" spellcheck="false" autocorrect="off" autocapitalize="off" aria-label="${escapeHtml(request.label)}"${placeholder}>
<span id="field-description" class="sr-only"></span>
</body>
</html>
`;
}

function refusalPage(problem: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card field unavailable</title></head>
<body><p>This card field cannot be shown (${escapeHtml(problem)}).</p></body></html>
`;
}

function sendText(response: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string>): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

export interface HostedFieldAssets {
  /** The built frame script, read once; undefined when the sandbox was started without building it. */
  script(): string | undefined;
}

export function hostedFieldAssets(scriptPath: string): HostedFieldAssets {
  let cached: string | undefined;
  return {
    script() {
      if (cached === undefined) {
        try {
          cached = readFileSync(scriptPath, 'utf8');
        } catch {
          return undefined;
        }
      }
      return cached;
    },
  };
}

/** Answers a GET under /v1/hosted-fields/ (pages, script, stylesheet). */
export function serveHostedField(
  settings: Pick<SandboxSettings, 'publicKey' | 'allowedOrigins'>,
  assets: HostedFieldAssets,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void {
  const policy = hostedFieldPolicy(settings.allowedOrigins);
  const common = { 'content-security-policy': policy, 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' };
  if (request.method !== 'GET') {
    return sendText(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', { ...common, allow: 'GET' });
  }
  if (url.pathname === `${HOSTED_FIELDS_PATH}field.css`) {
    return sendText(response, 200, 'text/css; charset=utf-8', HOSTED_FIELD_CSS, { ...common, 'cache-control': 'no-cache' });
  }
  if (url.pathname === `${HOSTED_FIELDS_PATH}field.js`) {
    const script = assets.script();
    if (script === undefined) {
      console.error(
        '[card-sandbox] the hosted fields script is not built: run `npm run build` (or npx vite build --config backend/sandbox/card-acquirer/vite.hosted-fields.config.mts)',
      );
      return sendText(response, 503, 'text/plain; charset=utf-8', 'The hosted fields script is not built', common);
    }
    return sendText(response, 200, 'text/javascript; charset=utf-8', script, { ...common, 'cache-control': 'no-cache' });
  }
  const read = readHostedFieldRequest(url, settings);
  if ('problem' in read)
    return sendText(response, read.problem === 'field' ? 404 : 400, 'text/html; charset=utf-8', refusalPage(read.problem), common);
  sendText(response, 200, 'text/html; charset=utf-8', renderHostedField(read), common);
}
