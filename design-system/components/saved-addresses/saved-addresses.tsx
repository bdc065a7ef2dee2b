import { useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentLocale, useComponentText } from '../../lib/i18n/use-component-text';
import { LoadFailure } from '../../lib/load-failure';
import { AlertIcon, CheckIcon, PlusIcon } from '../../lib/icons';
import { Button } from '../button/button';
import { InlineConfirmation } from '../inline-confirmation/inline-confirmation';
import { useFocusAfterClose } from '../inline-confirmation/use-focus-after-close';
import { savedAddressLines, type SavedAddressFields } from './saved-addresses.format';
import type { savedAddressesMessages } from './saved-addresses.messages';
import {
  savedAddressActionClassName,
  savedAddressCardClassName,
  savedAddressDefaultBadgeClassName,
  savedAddressSkeletonClassName,
} from './saved-addresses.variants';

/** A saved billing address; the api's `SavedAddress` passes straight in. */
export interface SavedAddressView extends SavedAddressFields {
  id: string;
  /** Prefilled in checkout. */
  defaultBilling: boolean;
}

/** Whether there is a list to show. `ready` with no address is the empty state. */
export type SavedAddressesStatus = 'loading' | 'error' | 'ready';

/** An action running on one address. */
export interface SavedAddressesBusy {
  id: string;
  action: 'delete' | 'makeDefault';
}

export interface SavedAddressesProps extends Omit<ComponentProps<'div'>, 'children'> {
  status: SavedAddressesStatus;
  /** The default first is the api's habit; shown in the given order. */
  addresses: readonly SavedAddressView[];
  onAdd: () => void;
  onEdit: (id: string) => void;
  /** Called once the shopper confirmed. */
  onDelete: (id: string) => void;
  onMakeDefault: (id: string) => void;
  onRetry: () => void;
  /** The action in progress: its button is busy, the address's other actions wait. */
  busy?: SavedAddressesBusy | null;
  /** Why the last action failed, translated. */
  actionError?: string;
}

/**
 * BillingDetails (spec §2 MyAccount): the saved billing addresses with their lines and the
 * default one marked, each with edit, delete (asked inline first, spec §4's way of removing) and
 * make default; then "Add an address". States: loading (skeleton, announced), error with retry,
 * empty (with the add button), list.
 */
export function SavedAddresses({
  status,
  addresses,
  onAdd,
  onEdit,
  onDelete,
  onMakeDefault,
  onRetry,
  busy = null,
  actionError,
  className,
  ...rest
}: SavedAddressesProps) {
  const text = useComponentText<typeof savedAddressesMessages>('SavedAddresses');
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const state = status === 'ready' && addresses.length === 0 ? 'empty' : status;

  return (
    <div
      data-slot="saved-addresses"
      data-state={state}
      aria-busy={status === 'loading' || undefined}
      className={cn('@container flex min-w-0 flex-col gap-4 text-foreground', className)}
      {...rest}
    >
      {state === 'loading' ? (
        <div data-slot="saved-addresses-loading">
          <p role="status" className="sr-only">
            {text('loading')}
          </p>
          <div aria-hidden="true" className="grid gap-4 @xl:grid-cols-2">
            {[0, 1].map((index) => (
              <div key={index} className={savedAddressCardClassName}>
                <span className={cn(savedAddressSkeletonClassName, 'w-32')} />
                <span className={cn(savedAddressSkeletonClassName, 'w-48')} />
                <span className={cn(savedAddressSkeletonClassName, 'w-24')} />
              </div>
            ))}
          </div>
        </div>
      ) : null}

      {state === 'error' ? (
        <LoadFailure slot="saved-addresses-error" message={text('error')} retryLabel={text('retry')} onRetry={onRetry} />
      ) : null}

      {state === 'empty' ? (
        <p data-slot="saved-addresses-empty" className="rounded-lg bg-muted p-6 [overflow-wrap:anywhere]">
          {text('empty')}
        </p>
      ) : null}

      {state === 'ready' || state === 'empty' ? (
        <>
          <div role="alert" data-slot="saved-addresses-alert">
            {actionError === undefined || actionError === '' ? null : (
              <p className="flex items-start gap-2 rounded-md border border-danger p-3 text-sm text-danger">
                <AlertIcon className="mt-px size-4 shrink-0" />
                <span className="min-w-0 [overflow-wrap:anywhere]">{actionError}</span>
              </p>
            )}
          </div>
          {state === 'ready' ? (
            <ul aria-label={text('list')} data-slot="saved-addresses-list" className="grid gap-4 @xl:grid-cols-2">
              {addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  confirming={confirmingId === address.id}
                  busy={busy?.id === address.id ? busy.action : null}
                  onEdit={() => onEdit(address.id)}
                  onRequestDelete={() => setConfirmingId(address.id)}
                  onCancelDelete={() => setConfirmingId(null)}
                  onConfirmDelete={() => {
                    setConfirmingId(null);
                    onDelete(address.id);
                  }}
                  onMakeDefault={() => onMakeDefault(address.id)}
                />
              ))}
            </ul>
          ) : null}
          <div>
            <Button variant={state === 'empty' ? 'primary' : 'secondary'} onClick={onAdd} className={savedAddressActionClassName}>
              <PlusIcon className="size-5" />
              {text('add')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

interface AddressCardProps {
  address: SavedAddressView;
  confirming: boolean;
  busy: SavedAddressesBusy['action'] | null;
  onEdit: () => void;
  onRequestDelete: () => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
  onMakeDefault: () => void;
}

function AddressCard({
  address,
  confirming,
  busy,
  onEdit,
  onRequestDelete,
  onCancelDelete,
  onConfirmDelete,
  onMakeDefault,
}: AddressCardProps) {
  const nameId = useId();
  const cardRef = useRef<HTMLLIElement>(null);
  const text = useComponentText<typeof savedAddressesMessages>('SavedAddresses');
  const locale = useComponentLocale();
  const [name = '', ...otherLines] = savedAddressLines(address, locale, text('vatNumber'));
  // Back on "Delete" when the question closes (cancelled, or confirmed and the delete is running).
  useFocusAfterClose(confirming, () => cardRef.current?.querySelector<HTMLElement>('[data-slot="saved-addresses-delete"]'));

  const waiting = busy !== null;

  return (
    <li ref={cardRef} className="flex min-w-0">
      <div
        role="group"
        aria-labelledby={nameId}
        data-slot="saved-addresses-address"
        data-default={address.defaultBilling || undefined}
        className={cn(savedAddressCardClassName, 'flex-1')}
      >
        <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
          <address className="flex min-w-0 flex-1 flex-col text-sm not-italic">
            <span id={nameId} className="text-base font-semibold [overflow-wrap:anywhere]">
              {name}
            </span>
            {otherLines.map((line, index) => (
              <span key={index} className="[overflow-wrap:anywhere]">
                {line}
              </span>
            ))}
          </address>
          {address.defaultBilling ? (
            <span data-slot="saved-addresses-default" className={savedAddressDefaultBadgeClassName}>
              <CheckIcon className="size-3.5" />
              {text('default')}
            </span>
          ) : null}
        </div>

        {confirming ? (
          <InlineConfirmation
            question={text('confirmDelete')}
            confirmLabel={text('confirmDeleteButton')}
            cancelLabel={text('cancelDelete')}
            onConfirm={onConfirmDelete}
            onCancel={onCancelDelete}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              aria-disabled={waiting || undefined}
              onClick={() => {
                if (!waiting) onEdit();
              }}
              className={savedAddressActionClassName}
            >
              {text('edit')}
            </Button>
            <Button
              variant="secondary"
              data-slot="saved-addresses-delete"
              loading={busy === 'delete'}
              aria-disabled={waiting || undefined}
              onClick={() => {
                if (!waiting) onRequestDelete();
              }}
              className={savedAddressActionClassName}
            >
              {text('delete')}
            </Button>
            {address.defaultBilling ? null : (
              <Button
                variant="ghost"
                loading={busy === 'makeDefault'}
                aria-disabled={waiting || undefined}
                onClick={() => {
                  if (!waiting) onMakeDefault();
                }}
                className={savedAddressActionClassName}
              >
                {text('makeDefault')}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
