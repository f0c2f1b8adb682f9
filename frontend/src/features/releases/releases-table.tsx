import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/format/date-time';
import type { Release } from './releases-api';
import { nameOr, releaseMoment } from './releases-rules';
import { ReleaseStateBadge } from './release-state-badge';

export const RELEASES_TABLE_NAME = 'Releases, newest first';

interface ReleasesTableProps {
  releases: Release[];
  selectedId?: string;
  busy: boolean;
}

/** One row per release; its name opens it below the list (`?release=<id>`, the link the review emails carry). */
export function ReleasesTable({ releases, selectedId, busy }: ReleasesTableProps) {
  return (
    <div className="table-responsive">
      <Table className="align-middle mb-0" aria-busy={busy}>
        <caption className="visually-hidden">{RELEASES_TABLE_NAME}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">State</th>
            <th scope="col">Changes</th>
            <th scope="col">Made by</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {releases.map((r) => {
            const selected = r._id === selectedId;
            const moment = releaseMoment(r);
            return (
              <tr key={r._id} className={selected ? 'table-active' : undefined}>
                <td className="text-break">
                  <Link to={{ search: `?release=${r._id}` }} aria-current={selected ? 'true' : undefined} className={selected ? 'fw-semibold' : undefined}>
                    {r.name}
                  </Link>
                </td>
                <td>
                  <ReleaseStateBadge state={r.state} />
                </td>
                <td>{r.changeCount}</td>
                <td>{nameOr(r.createdByName)}</td>
                <td>
                  {moment.label} <time dateTime={moment.at}>{formatDateTime(moment.at)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
