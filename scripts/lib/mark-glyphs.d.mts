export declare const MARK_GLYPHS_FILE: URL;
export declare function markGlyphsModule(): string;
