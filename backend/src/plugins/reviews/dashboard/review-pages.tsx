// Moderation (issue 7: reviews wait for staff): the reviews as a list page of the dashboard's kit,
// filtered by state, sorted, paged and searched by it, approved or rejected a selection at a time;
// and each review on its own page with its picture and the same two actions.
import {
  ActionBarItem,
  Badge,
  Button,
  DetailPageButton,
  getDetailQueryOptions,
  LabeledData,
  ListPage,
  Page,
  PageActionBar,
  PageBlock,
  PageLayout,
  PageTitle,
  PaginatedListDataTableKey,
  useLocalFormat,
} from '@vendure/dashboard';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';

import { reviewDetailDocument, reviewListDocument } from './documents';
import { fieldNames, SHOP_LANGUAGE_CODES } from './field-names';
import { ApproveReviewsBulkAction, MODERATE_PERMISSION, RejectReviewsBulkAction, useModeration, type ReviewState } from './moderation';

/** The state column's own name: Vendure's "State" is an address's state in some of its catalogs. */
const MODERATION = msg`Moderation`;

const STATES = {
  pending: { label: msg`Awaiting moderation`, variant: 'outline' },
  approved: { label: msg`Approved`, variant: 'success' },
  rejected: { label: msg`Rejected`, variant: 'destructive' },
} as const;

function StateBadge({ state }: Readonly<{ state: ReviewState }>) {
  const { i18n } = useLingui();
  return <Badge variant={STATES[state].variant}>{i18n._(STATES[state].label)}</Badge>;
}

/** Whether the reviewer's email had paid for this destination when the review came. */
function VerifiedPurchase({ verified }: Readonly<{ verified: boolean }>) {
  return verified ? <Trans>Bought this destination</Trans> : <Trans>No order found</Trans>;
}

function Stars({ rating }: Readonly<{ rating: number }>) {
  const { t } = useLingui();
  return (
    <span role="img" aria-label={t`${rating} out of 5`} className="whitespace-nowrap text-amber-500">
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

interface ReviewPicture {
  url: string;
  width: number;
  height: number;
}

/** The picture the reviewer sent, `size` pixels wide, opening the full one. */
function Picture({ picture, authorName, size }: Readonly<{ picture: ReviewPicture; authorName: string; size: number }>) {
  const { t } = useLingui();
  return (
    <a href={picture.url} target="_blank" rel="noreferrer" className="inline-block shrink-0">
      <img
        src={picture.url}
        alt={t`Sent by ${authorName}`}
        width={size}
        height={Math.round((size * picture.height) / picture.width)}
        className="rounded"
      />
    </a>
  );
}

export function ReviewListPage({ route }: Readonly<{ route: AnyRoute }>) {
  const { i18n } = useLingui();
  const { formatLanguageName } = useLocalFormat();
  return (
    <ListPage
      pageId="shop-review-list"
      route={route}
      title={<Trans>Reviews</Trans>}
      listQuery={reviewListDocument}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultVisibility={{
        createdAt: true,
        rating: true,
        authorName: true,
        destination: true,
        verifiedPurchase: true,
        message: true,
        picture: true,
        state: true,
      }}
      onSearchTermChange={(term) => ({
        _or: [{ authorName: { contains: term } }, { email: { contains: term } }, { message: { contains: term } }],
      })}
      facetedFilters={{
        state: {
          title: i18n._(MODERATION),
          options: Object.entries(STATES).map(([value, { label }]) => ({ value, label: i18n._(label) })),
        },
        languageCode: {
          title: i18n._(fieldNames.languageCode),
          options: SHOP_LANGUAGE_CODES.map((code) => ({ value: code, label: formatLanguageName(code) })),
        },
      }}
      customizeColumns={{
        rating: { cell: ({ row }) => <Stars rating={row.original.rating} /> },
        authorName: {
          meta: { dependencies: ['email'] },
          cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.authorName} />,
        },
        destination: { enableSorting: false, cell: ({ row }) => row.original.destination.name },
        message: {
          cell: ({ row }) => <p className="line-clamp-3 max-w-md whitespace-pre-wrap break-words text-sm">{row.original.message}</p>,
        },
        picture: {
          enableSorting: false,
          meta: { dependencies: ['authorName'] },
          cell: ({ row }) =>
            row.original.picture ? <Picture picture={row.original.picture} authorName={row.original.authorName} size={48} /> : null,
        },
        languageCode: { cell: ({ row }) => formatLanguageName(row.original.languageCode) },
        verifiedPurchase: { cell: ({ row }) => <VerifiedPurchase verified={row.original.verifiedPurchase} /> },
        state: { header: () => i18n._(MODERATION), cell: ({ row }) => <StateBadge state={row.original.state} /> },
      }}
      bulkActions={[
        { component: ApproveReviewsBulkAction, order: 100 },
        { component: RejectReviewsBulkAction, order: 200 },
      ]}
    />
  );
}

export function ReviewDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
  const { id } = route.useParams() as { id: string };
  const { i18n } = useLingui();
  const { formatDate, formatLanguageName } = useLocalFormat();
  const queryClient = useQueryClient();
  const { data } = useQuery(getDetailQueryOptions(reviewDetailDocument, { id }));
  const moderation = useModeration(() => {
    void queryClient.invalidateQueries({ queryKey: ['DetailPage'] });
    void queryClient.invalidateQueries({ queryKey: [PaginatedListDataTableKey] });
  });
  const review = data?.shopReview;
  if (!review) return null;
  const moderate = (verdict: 'approved' | 'rejected') => moderation.mutate({ ids: [review.id], verdict });
  const when = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Page pageId="shop-review-detail">
      <PageTitle>{review.title ?? review.authorName}</PageTitle>
      <PageActionBar>
        {review.state !== 'approved' ? (
          <ActionBarItem itemId="approve-button" requiresPermission={[MODERATE_PERMISSION]}>
            <Button disabled={moderation.isPending} onClick={() => moderate('approved')}>
              <Trans>Approve</Trans>
            </Button>
          </ActionBarItem>
        ) : null}
        {review.state !== 'rejected' ? (
          <ActionBarItem itemId="reject-button" requiresPermission={[MODERATE_PERMISSION]}>
            <Button variant="outline" disabled={moderation.isPending} onClick={() => moderate('rejected')}>
              <Trans>Reject</Trans>
            </Button>
          </ActionBarItem>
        ) : null}
      </PageActionBar>
      <PageLayout>
        <PageBlock column="main" blockId="review" title={i18n._(fieldNames.message)}>
          <div className="flex flex-col gap-4">
            <Stars rating={review.rating} />
            <p className="whitespace-pre-wrap break-words text-sm">{review.message}</p>
            {review.picture ? <Picture picture={review.picture} authorName={review.authorName} size={320} /> : null}
          </div>
        </PageBlock>
        <PageBlock column="side" blockId="moderation">
          <div className="flex flex-col gap-3">
            <LabeledData label={i18n._(MODERATION)} value={<StateBadge state={review.state} />} />
            {review.moderatedAt ? <LabeledData label={i18n._(fieldNames.moderatedAt)} value={when(review.moderatedAt)} /> : null}
            <LabeledData label={<Trans>Sent</Trans>} value={when(review.createdAt)} />
            <LabeledData label={i18n._(fieldNames.authorName)} value={review.authorName} />
            <LabeledData label={i18n._(fieldNames.email)} value={review.email} />
            <LabeledData label={i18n._(fieldNames.destination)} value={review.destination.name} />
            <LabeledData label={i18n._(fieldNames.verifiedPurchase)} value={<VerifiedPurchase verified={review.verifiedPurchase} />} />
            <LabeledData label={i18n._(fieldNames.languageCode)} value={formatLanguageName(review.languageCode)} />
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
