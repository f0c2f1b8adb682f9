import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useToast } from '@/components/ui/toast-provider';
import { SubscriberStatusBadge } from './booking-status-badge';
import { useListNewsletterSubscribersQuery } from './inbox-api';
import { exportSubscribersCsv } from './inbox-downloads';
import { formatDateTime } from './inbox-format';
import { ListState } from './list-state';

/** Newsletter subscribers, newest first, each with their confirmation state; a count and the CSV export. */
export function NewsletterTab() {
  const toast = useToast();
  const { data, isLoading, error, refetch } = useListNewsletterSubscribersQuery();
  const [exporting, setExporting] = useState(false);
  const subscribers = data ?? [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportSubscribersCsv();
    } catch (e) {
      toast((e as Error).message || 'Failed to export subscribers', { variant: 'danger' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListState noun="subscribers" loading={isLoading} error={!data && error} empty={subscribers.length === 0} emptyText="No subscribers yet." onRetry={refetch}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0" data-testid="subscriber-count">
          {subscribers.length} {subscribers.length === 1 ? 'subscriber' : 'subscribers'}
        </p>
        <Button variant="outline-primary" size="sm" disabled={exporting} onClick={exportCsv}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <Table responsive hover className="mb-0">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Subscribed</th>
            <th scope="col">Confirmed</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((s) => (
            <tr key={s._id} data-testid="subscriber-row">
              <td className="text-break">{s.email}</td>
              <td>
                <SubscriberStatusBadge status={s.status} />
              </td>
              <td className="text-nowrap">{formatDateTime(s.createdAt)}</td>
              <td className="text-nowrap">{s.confirmedAt ? formatDateTime(s.confirmedAt) : <span className="text-body-secondary">Not confirmed</span>}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ListState>
  );
}
