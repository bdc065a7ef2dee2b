// The pricing rules as JSON (catalogue-sync/pricing-rules.ts): staff edit them here and the Admin
// API checks them, answering every problem with its path, shown under the text; today's exchange
// rates beside them, read only (updateExchangeRates sets them).
import { api, Button, Textarea, toast } from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { pricingSettingsDocument, updatePricingRulesDocument } from './documents';

const PRICING_KEY = ['catalogue-sync', 'pricing'];

export function PricingRulesEditor() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: PRICING_KEY, queryFn: () => api.query(pricingSettingsDocument, {}) });
  // what staff typed; until they type, the saved rules
  const [edited, setEdited] = useState<string | undefined>(undefined);
  const [problems, setProblems] = useState<string[]>([]);
  const saved = settings.data?.pricingRules.json;
  const text = edited ?? saved ?? '';

  const saving = useMutation({
    mutationFn: async (json: string) => (await api.mutate(updatePricingRulesDocument, { json })).updatePricingRules,
    onSuccess: (result) => {
      if (result.__typename === 'InvalidPricingRulesError') {
        setProblems(result.problems);
        return;
      }
      setProblems([]);
      setEdited(undefined);
      toast.success(t`Pricing rules saved: the next preview uses them`);
      void queryClient.invalidateQueries({ queryKey: PRICING_KEY });
    },
    onError: (error) =>
      toast.error(t`The pricing rules were not saved`, { description: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <div className="flex flex-col gap-3">
      <Textarea
        aria-label={t`Pricing rules`}
        className="min-h-80 font-mono text-xs"
        spellCheck={false}
        value={text}
        onChange={(event) => setEdited(event.target.value)}
      />
      {problems.length > 0 ? (
        <ul className="list-disc pl-4 text-xs text-destructive" role="alert">
          {problems.map((problem) => (
            <li key={problem} className="break-words">
              {problem}
            </li>
          ))}
        </ul>
      ) : null}
      <Button disabled={saving.isPending || text === saved} onClick={() => saving.mutate(text)}>
        <Trans>Save the rules</Trans>
      </Button>
      {settings.data ? (
        <div className="text-xs text-muted-foreground">
          <Trans>Exchange rates (per US dollar):</Trans>{' '}
          {settings.data.exchangeRates.rates.map((rate) => `${rate.currencyCode} ${rate.rate.toFixed(4)}`).join(', ')}
        </div>
      ) : null}
    </div>
  );
}
