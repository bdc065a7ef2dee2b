// Moderation (issue 7: reviews wait for staff in the dashboard): the reviews of one state, newest
// first, each with its rating, destination, text and picture, approved or rejected in one press.
import { Badge, Button, Page, PageBlock, PageLayout, PageTitle, PermissionGuard, api, toast } from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { approveShopReviewDocument, rejectShopReviewDocument, shopReviewsDocument } from './documents';
import { PAGE_SIZE, PagingBar } from './paging-bar';

const STATES = [
  ['pending', 'Awaiting moderation'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
] as const;
type ReviewState = (typeof STATES)[number][0];

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

export function ReviewsPage() {
  const [state, setState] = useState<ReviewState>('pending');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const queryKey = ['communityShopReviews', state, page];
  const { data, isPending } = useQuery({
    queryKey,
    queryFn: () => api.query(shopReviewsDocument, { options: { state, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE } }),
  });
  const moderate = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api.mutate(approve ? approveShopReviewDocument : rejectShopReviewDocument, { id }),
    onSuccess: (_answer, { approve }) => {
      toast.success(approve ? 'Review approved: it shows on the shop' : 'Review rejected: it stays off the shop');
      void queryClient.invalidateQueries({ queryKey: ['communityShopReviews'] });
    },
    onError: (error) =>
      toast.error('The review was not moderated', { description: error instanceof Error ? error.message : String(error) }),
  });
  const reviews = data?.shopReviews.items ?? [];

  return (
    <Page pageId="community-reviews">
      <PageTitle>Reviews</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="reviews">
          <div className="flex flex-col gap-4">
            <div role="tablist" aria-label="Review state" className="flex gap-2">
              {STATES.map(([value, label]) => (
                <Button
                  key={value}
                  role="tab"
                  aria-selected={state === value}
                  variant={state === value ? 'default' : 'outline'}
                  size="sm"
                  onClick={() => {
                    setState(value);
                    setPage(1);
                  }}
                >
                  {label}
                </Button>
              ))}
            </div>
            {isPending ? <p className="text-sm text-muted-foreground">Loading…</p> : null}
            {!isPending && reviews.length === 0 ? <p className="text-sm text-muted-foreground">No review here.</p> : null}
            <ul className="flex flex-col gap-3">
              {reviews.map((review) => (
                <li key={review.id} aria-label={`Review by ${review.authorName}`} className="flex gap-4 rounded-md border p-4">
                  {review.picture ? (
                    <a href={review.picture.url} target="_blank" rel="noreferrer" className="shrink-0">
                      <img
                        src={review.picture.url}
                        alt={`Sent by ${review.authorName}`}
                        width={96}
                        height={Math.round((96 * review.picture.height) / review.picture.width)}
                        className="rounded"
                      />
                    </a>
                  ) : null}
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span aria-label={`${review.rating} out of 5`} className="text-amber-500">
                        {stars(review.rating)}
                      </span>
                      <strong>{review.authorName}</strong>
                      <span className="text-sm text-muted-foreground">{review.email}</span>
                      <Badge variant="secondary">{review.destination.name}</Badge>
                      <Badge variant="outline">{review.languageCode}</Badge>
                      <span className="text-xs text-muted-foreground">{new Date(review.createdAt).toLocaleString()}</span>
                    </div>
                    <p className="whitespace-pre-wrap break-words text-sm">{review.message}</p>
                    <PermissionGuard requires={['ModerateReview']}>
                      <div className="flex gap-2 pt-2">
                        {review.state !== 'approved' ? (
                          <Button size="sm" disabled={moderate.isPending} onClick={() => moderate.mutate({ id: review.id, approve: true })}>
                            Approve
                          </Button>
                        ) : null}
                        {review.state !== 'rejected' ? (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={moderate.isPending}
                            onClick={() => moderate.mutate({ id: review.id, approve: false })}
                          >
                            Reject
                          </Button>
                        ) : null}
                      </div>
                    </PermissionGuard>
                  </div>
                </li>
              ))}
            </ul>
            <PagingBar page={page} totalItems={data?.shopReviews.totalItems ?? 0} onPage={setPage} />
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
