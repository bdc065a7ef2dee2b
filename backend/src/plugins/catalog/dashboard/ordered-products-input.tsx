// Staff arrange a shelf such as the home page's popular destinations here: the chosen products in
// the order the storefront shows them, each movable up or down or removable, and Vendure's own
// product picker to add more (it keeps a set, so what it returns is merged into this order).
import { Button, ProductMultiSelectorDialog, api, graphql, type DashboardFormComponent } from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';

const productNamesDocument = graphql(`
  query OrderedProductNames($ids: [String!]!, $take: Int!) {
    products(options: { take: $take, filter: { id: { in: $ids } } }) {
      items {
        id
        name
      }
    }
  }
`);

function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** Kept products stay where staff put them; newly picked ones join at the end. */
function mergePicked(current: readonly string[], picked: readonly string[]): string[] {
  const chosen = new Set(picked);
  return [...current.filter((id) => chosen.has(id)), ...picked.filter((id) => !current.includes(id))];
}

export const OrderedProductsInput: DashboardFormComponent = ({ value, onChange, disabled }) => {
  const { t } = useLingui();
  const [pickerOpen, setPickerOpen] = useState(false);
  // One array per value: the picker re-reads its selection whenever this reference changes.
  const ids = useMemo(() => idsOf(value), [value]);
  const { data } = useQuery({
    queryKey: ['orderedProductNames', ids],
    queryFn: () => api.query(productNamesDocument, { ids, take: ids.length }),
    enabled: ids.length > 0,
  });
  const names = new Map((data?.products.items ?? []).map((product) => [product.id, product.name]));
  const nameOf = (id: string) => names.get(id) ?? t`Product ${id}`;

  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
  };

  return (
    <div className="space-y-2">
      {ids.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No products yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Products in order`} className="space-y-1">
          {ids.map((id, index) => {
            const name = nameOf(id);
            return (
              <li key={id} aria-label={name} className="flex items-center gap-2 rounded-md border px-2 py-1">
                <span className="w-6 text-end text-sm tabular-nums text-muted-foreground">{index + 1}</span>
                <span className="min-w-0 flex-1 truncate text-sm">{name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t`Move ${name} up`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpIcon className="h-4 w-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t`Move ${name} down`}
                  disabled={disabled || index === ids.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownIcon className="h-4 w-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove ${name}`}
                  disabled={disabled}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  <XIcon className="h-4 w-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <Button type="button" variant="outline" disabled={disabled} onClick={() => setPickerOpen(true)}>
        <PlusIcon className="mr-2 h-4 w-4" />
        <Trans>Add or remove products</Trans>
      </Button>
      <ProductMultiSelectorDialog
        mode="product"
        initialSelectionIds={ids}
        onSelectionChange={(picked) => onChange(mergePicked(ids, picked))}
        open={pickerOpen}
        onOpenChange={setPickerOpen}
      />
    </div>
  );
};

OrderedProductsInput.metadata = { isListInput: true };
