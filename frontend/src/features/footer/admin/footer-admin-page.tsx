import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { AdminScreen } from '@/components/ui/admin-screen';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useListFootersAdminQuery } from './footer-admin-api';
import { FooterForm } from './footer-form';

/**
 * Admin: Footer Management (docs/product/screens.md). Reset reloads the data and starts the form over. With no footer
 * stored, 'Create footer' opens the form empty (an active footer, no sections) and saving creates it. Deleting
 * the footer brings that empty state back; History keeps the deleted footer, and can bring it back.
 */
export function FooterAdminPage() {
  const query = useListFootersAdminQuery();
  const { data, isFetching, refetch, fulfilledTimeStamp } = query;
  const [creating, setCreating] = useState(false);
  const footer = data?.[0];

  return (
    <AdminScreen
      headingId="footer-admin-heading"
      title="Footer Management"
      note="Edit the company details, social links, sections and copyright shown in the site footer."
      history={<HistoryPanel kind="footer" />}
      load={{ query, loadingText: 'Loading footer data...', failedMessage: 'Error loading footer data' }}
    >
      {footer || creating ? (
        <FooterForm
          key={`${footer?._id ?? 'new'}-${fulfilledTimeStamp ?? 0}`}
          footer={footer}
          resetting={isFetching}
          onReset={() => void refetch()}
          onDeleted={() => setCreating(false)}
        />
      ) : (
        <div className="text-center py-5">
          <p className="mb-3">No footer yet.</p>
          <Button onClick={() => setCreating(true)}>Create footer</Button>
        </div>
      )}
    </AdminScreen>
  );
}
