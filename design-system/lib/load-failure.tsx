import { Button } from '../components/button/button';
import { AlertIcon } from './icons';

/**
 * What could not load (a list, an order): the failure, announced as an alert, and a retry that
 * shows its spinner while `retrying`. Not exported from the design system.
 */
export function LoadFailure({
  message,
  retryLabel,
  retrying = false,
  onRetry,
  slot,
}: {
  message: string;
  retryLabel: string;
  retrying?: boolean;
  onRetry: () => void;
  slot?: string;
}) {
  return (
    <div role="alert" data-slot={slot} className="flex flex-col items-start gap-3 rounded-lg border border-danger p-4">
      <p className="flex items-start gap-2 text-danger">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{message}</span>
      </p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
