// Previous and next for the community lists (their Admin API lists take skip and take).
import { Button } from '@vendure/dashboard';

export const PAGE_SIZE = 20;

export function PagingBar({ page, totalItems, onPage }: Readonly<{ page: number; totalItems: number; onPage: (page: number) => void }>) {
  const pages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  return (
    <div className="flex items-center justify-between gap-4 text-sm text-muted-foreground">
      <span>
        {totalItems} in all · page {page} of {pages}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
