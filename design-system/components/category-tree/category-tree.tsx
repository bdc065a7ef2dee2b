import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import type { categoryTreeMessages } from './category-tree.messages';
import { categoryTreeLinkVariants } from './category-tree.variants';

/** Spec §3 "Category tree node": label, slug, items, isCurrent, count; plus the node's URL. */
export interface CategoryTreeNode {
  label: string;
  slug: string;
  href: string;
  /** Products in the category; shown when given, read in words ("Europe, 48 plans"). */
  count?: number;
  /** The category on screen. */
  isCurrent?: boolean;
  items?: readonly CategoryTreeNode[];
}

export interface CategoryTreeProps {
  nodes: readonly CategoryTreeNode[];
  renderLink?: RenderLink;
  className?: string;
}

/**
 * The region tree of a category page (spec §3 root categories: Europe, Asia…):
 * nested link lists with product counts; the current category is marked
 * `aria-current="page"`, by weight and a bar as well as colour.
 */
export function CategoryTree({ nodes, renderLink = renderAnchor, className }: CategoryTreeProps) {
  const text = useComponentText<typeof categoryTreeMessages>('CategoryTree');
  if (nodes.length === 0) return null;

  function list(level: readonly CategoryTreeNode[], depth: number) {
    return (
      <ul className={cn('flex flex-col gap-0.5', depth > 0 && 'ms-3 border-s ps-2')}>
        {level.map((node) => (
          <li key={node.slug}>
            {renderLink({
              href: node.href,
              'aria-current': node.isCurrent ? 'page' : undefined,
              className: categoryTreeLinkVariants({ current: node.isCurrent === true }),
              children: (
                <>
                  <span className="min-w-0 flex-1 break-words">{node.label}</span>
                  {node.count === undefined ? null : (
                    <>
                      <span aria-hidden="true" className="text-sm text-muted-foreground tabular-nums">
                        {node.count}
                      </span>
                      <span className="sr-only">{text('count', { count: node.count })}</span>
                    </>
                  )}
                </>
              ),
            })}
            {node.items !== undefined && node.items.length > 0 ? list(node.items, depth + 1) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <nav aria-label={text('label')} data-slot="category-tree" className={className}>
      {list(nodes, 0)}
    </nav>
  );
}
