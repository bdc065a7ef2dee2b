/*
 * PDFs are kept as they came (re-rendering them would need a PDF engine on the server), after
 * one check: a PDF that can run a script (/JavaScript) or start a program (/Launch) when opened
 * is refused. Such actions are what turns an attachment into an attack on the staff member who
 * opens it, and no customer's receipt or screenshot needs one. Names may spell characters as
 * #xx hex codes (/J#61vaScript is /JavaScript), so those are decoded before looking.
 *
 * This is a filter, not a proof: the keys can also hide in compressed object streams. What makes
 * the attachments safe to hold is around it: they are served to staff only, as downloads
 * (`Content-Disposition: attachment`, `nosniff`), never rendered by the shop's origin.
 */

const ACTIVE_NAMES = /\/(?:JavaScript|Launch)(?![A-Za-z0-9])/;

export function pdfHasActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const decoded = text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return ACTIVE_NAMES.test(decoded);
}
