import { createElement, type ComponentProps, type ReactNode } from 'react';

import type { MarkdownAttributes, MarkdownNode, MarkdownTree } from './markdown-tree';

interface ElementProps {
  [attribute: string]: MarkdownAttributes[string] | ReactNode;
  children?: ReactNode;
}

/**
 * The content plugin's Markdown (terms, privacy, installation, blog bodies, FAQ answers), drawn
 * from the tree the server parsed (`markdownTree`). Headings start one level below the page's own h1.
 */
const ELEMENTS: Record<string, (props: ElementProps) => ReactNode> = {
  h1: ({ children, ...props }) => (
    <h2 className="mt-8 text-2xl font-bold" {...props}>
      {children}
    </h2>
  ),
  h2: ({ children, ...props }) => (
    <h2 className="mt-8 text-xl font-bold" {...props}>
      {children}
    </h2>
  ),
  h3: ({ children, ...props }) => (
    <h3 className="mt-6 text-lg font-semibold" {...props}>
      {children}
    </h3>
  ),
  p: (props) => <p className="mt-4 leading-relaxed" {...props} />,
  ul: (props) => <ul className="mt-4 list-disc space-y-1 ps-6" {...props} />,
  ol: (props) => <ol className="mt-4 list-decimal space-y-1 ps-6" {...props} />,
  a: ({ href, children, ...props }) => {
    const external = typeof href === 'string' && /^https?:\/\//.test(href);
    return (
      <a
        href={typeof href === 'string' ? href : undefined}
        className="font-medium text-primary underline underline-offset-2"
        {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
        {...props}
      >
        {children}
      </a>
    );
  },
  strong: (props) => <strong className="font-semibold" {...props} />,
};

function draw(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  const props = { ...attributes, children: children.length > 0 ? children.map(draw) : undefined };
  const Element = ELEMENTS[tag];
  return Element ? <Element key={key} {...props} /> : createElement(tag, { key, ...props });
}

interface MarkdownContentProps extends Omit<ComponentProps<'div'>, 'children'> {
  tree: MarkdownTree;
}

export function MarkdownContent({ tree, className, ...rest }: MarkdownContentProps) {
  return (
    <div className={className} {...rest}>
      {tree.map(draw)}
    </div>
  );
}
