/** Posts per blog page: three rows of three cards on a desktop. */
export const BLOG_PAGE_SIZE = 9;

export interface BlogQuery {
  /** 1-based; spec §2: "a category query value is passed to the list as its page". */
  page: number;
  /** A tag's key: only its posts. */
  tag: string | undefined;
}

/** The blog list's query (`?category=2&tag=tips`); anything else, or garbage, gives the first page of every post. */
export function blogQueryOf(search: URLSearchParams): BlogQuery {
  const page = Number(search.get('category'));
  const tag = search.get('tag')?.trim();
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    tag: tag && /^[a-z0-9-]{1,64}$/.test(tag) ? tag : undefined,
  };
}

export function blogSearch({ page, tag }: BlogQuery): string {
  const search = new URLSearchParams();
  if (page > 1) search.set('category', String(page));
  if (tag) search.set('tag', tag);
  const text = search.toString();
  return text ? `?${text}` : '';
}
