import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';

/**
 * The content plugin's Markdown (terms, privacy, installation, blog bodies, FAQ answers), as React
 * elements. Raw HTML in the source is dropped, never rendered: staff text cannot inject markup.
 * Headings start one level below the page's own h1.
 */
const ELEMENTS: Components = {
  h1: ({ children, ...props }) => (
    <h2 className="mt-8 text-2xl font-bold" {...strip(props)}>
      {children}
    </h2>
  ),
  h2: ({ children, ...props }) => (
    <h2 className="mt-8 text-xl font-bold" {...strip(props)}>
      {children}
    </h2>
  ),
  h3: ({ children, ...props }) => (
    <h3 className="mt-6 text-lg font-semibold" {...strip(props)}>
      {children}
    </h3>
  ),
  p: (props) => <p className="mt-4 leading-relaxed" {...strip(props)} />,
  ul: (props) => <ul className="mt-4 list-disc space-y-1 ps-6" {...strip(props)} />,
  ol: (props) => <ol className="mt-4 list-decimal space-y-1 ps-6" {...strip(props)} />,
  a: ({ href, children, ...props }) => {
    const external = href !== undefined && /^https?:\/\//.test(href);
    return (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-2"
        {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
        {...strip(props)}
      >
        {children}
      </a>
    );
  },
  strong: (props) => <strong className="font-semibold" {...strip(props)} />,
};

/** react-markdown hands each element its syntax-tree `node`, which is not a DOM attribute. */
function strip<Props extends { node?: unknown }>({ node: _node, ...props }: Props): Omit<Props, 'node'> {
  return props;
}

interface MarkdownContentProps extends Omit<ComponentProps<'div'>, 'children'> {
  source: string;
}

export function MarkdownContent({ source, className, ...rest }: MarkdownContentProps) {
  return (
    <div className={className} {...rest}>
      <Markdown components={ELEMENTS} skipHtml>
        {source}
      </Markdown>
    </div>
  );
}
