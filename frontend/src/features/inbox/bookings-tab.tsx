import { useState } from 'react';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { useReturnFocusOnClose } from '@/components/ui/use-return-focus';
import { BookingDetails } from './booking-details';
import { BookingsTable } from './bookings-table';
import { useListBookingsQuery } from './inbox-api';
import { BOOKING_STATUSES, statusLabel } from './inbox-format';
import { ListState } from './list-state';
import { useLinkedBooking } from './use-linked-booking';

type Booking = components['schemas']['Booking'];
type BookingStatus = components['schemas']['BookingStatus'];

/** Bookings, newest first, with a status filter and the details of the one clicked (or linked to: `linkedId`). */
export function BookingsTab({ linkedId }: { linkedId?: string }) {
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [selected, setSelected] = useState<Booking | null>(null);
  const linkNote = useLinkedBooking(linkedId, setSelected);
  const { currentData, isFetching, error, refetch } = useListBookingsQuery(status ? { status } : {});
  const bookings = currentData ?? [];
  // The newer of the list's copy and the kept one (a save answers before the list refreshes; a filter may
  // hide the row).
  const listed = selected ? bookings.find((b) => b._id === selected._id) : undefined;
  const shown = listed && (listed.updatedAt ?? '') >= (selected?.updatedAt ?? '') ? listed : selected;
  // The details take the focus as they open; closed, they give it back to the booking's name in the list.
  useReturnFocusOnClose(selected?._id ?? null);

  return (
    <>
      {linkNote && <Alert variant="info">{linkNote}</Alert>}
      <Form.Group controlId="booking-status-filter" className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Form.Label className="mb-0">Filter by status</Form.Label>
        <Form.Select className="w-auto" value={status} onChange={(e) => setStatus(e.target.value as BookingStatus | '')}>
          <option value="">All</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Row className="g-3">
        <Col xs={12} xl={shown ? 7 : 12}>
          <ListState
            noun="bookings"
            loading={isFetching && !currentData}
            error={!currentData && error}
            empty={bookings.length === 0}
            emptyText={status ? `No ${status} bookings.` : 'No bookings yet.'}
            onRetry={refetch}
          >
            <BookingsTable bookings={bookings} selectedId={shown?._id} onSelect={setSelected} />
          </ListState>
        </Col>
        {shown && (
          <Col xs={12} xl={5}>
            <BookingDetails booking={shown} onUpdated={setSelected} onClose={() => setSelected(null)} />
          </Col>
        )}
      </Row>
    </>
  );
}
