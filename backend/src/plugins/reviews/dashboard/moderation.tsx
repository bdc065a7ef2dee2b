// Approving and rejecting reviews: the list's bulk actions (also each row's actions) and the
// detail page's buttons go through one mutation each (approveShopReviews, rejectShopReviews).
import { api, DataTableBulkActionItem, toast, usePaginatedList, type BulkActionComponent } from '@vendure/dashboard';
import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CheckIcon, XIcon } from 'lucide-react';

import { approveReviewsDocument, rejectReviewsDocument } from './documents';

export const MODERATE_PERMISSION = 'ModerateReview';

export type ReviewState = 'pending' | 'approved' | 'rejected';
type Verdict = Exclude<ReviewState, 'pending'>;

/** Moderates reviews; `then` runs after the answer (a list refreshed, a selection cleared). */
export function useModeration(then: () => void) {
  const { t } = useLingui();
  return useMutation({
    mutationFn: async ({ ids, verdict }: { ids: string[]; verdict: Verdict }) => {
      const answer =
        verdict === 'approved'
          ? (await api.mutate(approveReviewsDocument, { ids })).approveShopReviews
          : (await api.mutate(rejectReviewsDocument, { ids })).rejectShopReviews;
      return answer.length;
    },
    onSuccess: (count, { verdict }) => {
      toast.success(
        verdict === 'approved'
          ? plural(count, { one: 'Review approved: it shows on the shop', other: '# reviews approved: they show on the shop' })
          : plural(count, { one: 'Review rejected: it stays off the shop', other: '# reviews rejected: they stay off the shop' }),
      );
      then();
    },
    onError: (error) =>
      toast.error(t`The reviews were not moderated`, { description: error instanceof Error ? error.message : String(error) }),
  });
}

type ReviewRow = { id: string; state: ReviewState };

/**
 * The bulk action giving the selected reviews one verdict: those already in that state are left as
 * they are (their moderation date too); none left, no action.
 */
function bulkModeration(verdict: Verdict): BulkActionComponent<ReviewRow> {
  return function BulkModeration({ selection, table }) {
    const { refetchPaginatedList } = usePaginatedList();
    const moderation = useModeration(() => {
      refetchPaginatedList();
      table.resetRowSelection();
    });
    const ids = selection.filter((review) => review.state !== verdict).map((review) => review.id);
    if (ids.length === 0) return null;
    const approving = verdict === 'approved';
    return (
      <DataTableBulkActionItem
        requiresPermission={[MODERATE_PERMISSION]}
        onClick={() => moderation.mutate({ ids, verdict })}
        disabled={moderation.isPending}
        icon={approving ? CheckIcon : XIcon}
        className={approving ? undefined : 'text-destructive'}
        label={
          approving ? (
            <Plural value={ids.length} one="Approve # review" other="Approve # reviews" />
          ) : (
            <Plural value={ids.length} one="Reject # review" other="Reject # reviews" />
          )
        }
      />
    );
  };
}

export const ApproveReviewsBulkAction = bulkModeration('approved');
export const RejectReviewsBulkAction = bulkModeration('rejected');
