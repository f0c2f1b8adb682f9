import { Table } from 'react-bootstrap';
import { formatDateTime } from '@/lib/format/date-time';
import type { ActivityEvent } from './activity-api';
import { whoDid } from './activity-words';
import { CategoryBadge } from './category-badge';

export const ACTIVITY_TABLE_NAME = 'Activity, newest first';

/**
 * One row per event; while another page or filter loads the old rows stay, marked busy. On a narrow window the
 * table scrolls in its own box, which takes the focus so the keyboard can scroll it too (it holds no control).
 */
export function ActivityTable({ events, busy }: { events: ActivityEvent[]; busy: boolean }) {
  return (
    <div className="table-responsive" role="region" aria-labelledby="activity-table-caption" tabIndex={0}>
      <Table className="align-middle mb-0" aria-busy={busy}>
        <caption id="activity-table-caption" className="visually-hidden">
          {ACTIVITY_TABLE_NAME}
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Kind</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e._id}>
              <td className="text-nowrap">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </td>
              <td>{whoDid(e)}</td>
              <td className="text-break">{e.summary}</td>
              <td>
                <CategoryBadge category={e.category} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
