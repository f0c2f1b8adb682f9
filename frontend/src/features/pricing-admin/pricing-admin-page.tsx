import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useGetPricingForAdminQuery } from './pricing-admin-api';
import { draftFromConfig } from './draft-from-config';
import type { PricingDraft } from './pricing-draft';
import { PricingForm } from './pricing-form';

/**
 * Admin: Pricing Management (spec section 2). Edits the active configuration (else the first one), or creates
 * one when none exists. The spec only logs a failed load; here it shows an error with 'Retry'.
 */
export function PricingAdminPage() {
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useGetPricingForAdminQuery();
  // After a saved plan is deleted the configuration reloads; the admin's other unsaved edits are carried over.
  const [carried, setCarried] = useState<PricingDraft | null>(null);

  const reset = () => {
    setCarried(null);
    void refetch();
  };

  return (
    <section aria-labelledby="pricing-admin-heading">
      <div className="mb-4">
        <h1 id="pricing-admin-heading" className="h3 mb-1">
          Pricing Management
        </h1>
        <p className="text-body-secondary mb-0">Configure your pricing plans and additional information.</p>
      </div>

      {isLoading ? (
        <div role="status" className="d-flex align-items-center gap-2 py-4">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading pricing configuration...</span>
        </div>
      ) : isError ? (
        <Alert variant="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>Failed to load pricing configuration.</span>
          <Button size="sm" variant="outline-danger" onClick={() => refetch()} disabled={isFetching}>
            Retry
          </Button>
        </Alert>
      ) : (
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
    </section>
  );
}
