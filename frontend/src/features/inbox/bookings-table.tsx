import { Button, Table } from 'react-bootstrap';
import type { components } from '@shared/contract/schema';
import { BookingStatusBadge } from './booking-status-badge';
import { formatDateTime, formatDay } from './inbox-format';

type Booking = components['schemas']['Booking'];

interface BookingsTableProps {
  bookings: Booking[];
  selectedId?: string;
  onSelect: (booking: Booking) => void;
}

/** One row per booking; clicking a row (or its name, by keyboard) opens the details. */
export function BookingsTable({ bookings, selectedId, onSelect }: BookingsTableProps) {
  return (
    <Table hover responsive className="align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Subject</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Received</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((b) => (
          <tr
            key={b._id}
            data-testid="booking-row"
            className={b._id === selectedId ? 'table-active' : undefined}
            style={{ cursor: 'pointer' }}
            onClick={() => onSelect(b)}
          >
            <td>
              <Button
                variant="link"
                className="p-0 text-start"
                aria-pressed={b._id === selectedId}
                onClick={(e) => {
                  e.stopPropagation();
                  onSelect(b);
                }}
              >
                {b.name}
              </Button>
            </td>
            <td>{b.subject}</td>
            <td className="text-nowrap">
              {formatDay(b.date)} {b.time}
            </td>
            <td>
              <BookingStatusBadge status={b.status} />
            </td>
            <td className="text-nowrap">{formatDateTime(b.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
