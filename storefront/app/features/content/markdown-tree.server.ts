import { Fragment, isValidElement, type ReactNode } from 'react';
import Markdown from 'react-markdown';

import type { MarkdownAttributes, MarkdownNode, MarkdownTree } from './markdown-tree';

/** What react-markdown puts on its elements that a compact tree need not carry. */
const DROPPED_PROPS = new Set(['children', 'node', 'key']);

function attributesOf(props: Record<string, unknown>): MarkdownAttributes | null {
  const entries = Object.entries(props).filter(
    (entry): entry is [string, string | number | boolean] =>
      !DROPPED_PROPS.has(entry[0]) && ['string', 'number', 'boolean'].includes(typeof entry[1]),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function nodesOf(children: ReactNode): MarkdownNode[] {
  if (children === null || children === undefined || typeof children === 'boolean') return [];
  if (typeof children === 'string' || typeof children === 'number') return [String(children)];
  if (Array.isArray(children)) return children.flatMap((child: ReactNode) => nodesOf(child));
  if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(children)) return [];
  if (children.type === Fragment) return nodesOf(children.props.children);
  // react-markdown without custom components makes only plain HTML elements.
  if (typeof children.type !== 'string') throw new Error('markdownTree met a component where an element was expected');
  return [[children.type, attributesOf(children.props), ...nodesOf(children.props.children)]];
}

/**
 * Parses the content plugin's Markdown on the server (react-markdown: CommonMark, its URL
 * sanitising, raw HTML dropped so staff text cannot inject markup) into the tree
 * `MarkdownContent` draws.
 */
export function markdownTree(source: string): MarkdownTree {
  return nodesOf(Markdown({ children: source, skipHtml: true }));
}
