/** All-digit postal formats (US, FR, JP…) get the phone's number pad; formats with letters (NL, GB) do not. */
export function postcodeInputModeOf(zipCodeFormat: string | null | undefined): 'numeric' | 'text' {
  if (!zipCodeFormat) return 'text';
  return /^[\^$(){}0-9,?| *+-]*$/.test(zipCodeFormat.replace(/\\d/g, '')) ? 'numeric' : 'text';
}
