import { useState } from 'react';
import { AdminScreen } from '@/components/ui/admin-screen';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useGetPricingForAdminQuery } from './pricing-admin-api';
import { draftFromConfig } from './draft-from-config';
import type { PricingDraft } from './pricing-draft';
import { PricingForm } from './pricing-form';

/**
 * Admin: Pricing Management (docs/product/screens.md). Edits the active configuration (else the first one), or creates
 * one when none exists. A failed load shows an error with 'Retry' (docs/product/messages.md).
 */
export function PricingAdminPage() {
  const query = useGetPricingForAdminQuery();
  const { data, isFetching, refetch, fulfilledTimeStamp } = query;
  // After a saved plan is deleted the configuration reloads; the admin's other unsaved edits are carried over.
  const [carried, setCarried] = useState<PricingDraft | null>(null);

  const reset = () => {
    setCarried(null);
    void refetch();
  };

  return (
    <AdminScreen
      headingId="pricing-admin-heading"
      title="Pricing Management"
      note="Configure your pricing plans and additional information."
      history={<HistoryPanel kind="pricing" />}
      load={{ query, loadingText: 'Loading pricing configuration...', failedMessage: 'Failed to load pricing configuration.' }}
    >
      {() => (
        <PricingForm
          // Every fresh load (reset, or the reload after a save or delete) starts a fresh draft.
          key={`${data?._id ?? 'new'}-${fulfilledTimeStamp ?? 0}`}
          initial={carried ?? draftFromConfig(data)}
          resetting={isFetching}
          onReset={reset}
          onSaved={() => setCarried(null)}
          onPlanDeleted={setCarried}
        />
      )}
    </AdminScreen>
  );
}
