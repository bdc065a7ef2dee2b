// fontkit (the font engine pdfkit runs on) ships no types; this is the one call made of it.
declare module 'fontkit' {
  /** A parsed font: pdfkit lays text out with it and subsets it into each document. */
  interface Font {
    readonly postscriptName: string;
    layout(text: string, features?: unknown): unknown;
  }

  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font;
}
