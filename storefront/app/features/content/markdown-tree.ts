/*
 * Markdown as the server has already parsed it (`markdownTree` in markdown-tree.server.ts): the
 * elements to draw and their text, small enough for a route's data. The browser draws it with
 * `MarkdownContent` and never loads a Markdown parser; the raw text is not sent beside it
 * (docs/architecture.md "What a first load holds").
 */

/** An element's attributes as the parser gave them (`href`, `title`, `start`…). */
export type MarkdownAttributes = Record<string, string | number | boolean>;
/** `[tag, attributes, ...children]`: a compact element, e.g. `['a', { href: '/en/Faq' }, 'FAQ']`. */
type MarkdownElement = [tag: string, attributes: MarkdownAttributes | null, ...children: MarkdownNode[]];
export type MarkdownNode = string | MarkdownElement;
export type MarkdownTree = MarkdownNode[];

/** `Value` with its Markdown `Field` parsed, as a loader hands it to the page. */
export type WithMarkdown<Value, Field extends keyof Value> = Omit<Value, Field> & { [Key in Field]: MarkdownTree };

function textOf(node: MarkdownNode): string {
  return typeof node === 'string'
    ? node
    : node
        .slice(2)
        .map((child) => textOf(child as MarkdownNode))
        .join('');
}

/** The words of a tree without its markup, on one line: for a search or a search engine's answer box. */
export function markdownText(tree: MarkdownTree): string {
  return tree.map(textOf).join(' ').replace(/\s+/g, ' ').trim();
}
