// Hands bytes the Admin API answered to the browser as a download (the invoice block, the OSS page).

/** Saves `bytes` as `fileName`: the browser downloads it, nothing is opened. */
export function saveFile(fileName: string, bytes: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has started the download; the URL is of no use later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bytes of base64 text (a PDF the Admin API answered). */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}
