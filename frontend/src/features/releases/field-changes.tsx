import { Table } from 'react-bootstrap';
import { compareRecords } from '@/platform/revisions/revision-diff';
import { RevisionValue } from '@/platform/revisions/revision-value';

type RecordValue = Record<string, unknown> | null;

interface FieldChangesProps {
  caption: string;
  /** The record on the left (null: there was none). */
  from: RecordValue;
  /** The record on the right (null: there is none). */
  to: RecordValue;
  /** The top-level fields that changed (empty: every field, as when a record is made or deleted). */
  fields: readonly string[];
  fromLabel: string;
  toLabel: string;
}

/**
 * Two versions of a record, field by field: each changed field (nested ones by their path, 'Items › 2 › Title')
 * with its value on either side; audit fields are left out (platform/revisions/revision-diff.ts).
 */
export function FieldChanges({ caption, from, to, fields, fromLabel, toLabel }: FieldChangesProps) {
  const rows = compareRecords(from ?? {}, to ?? {}).filter((r) => r.changed && (fields.length === 0 || fields.includes(r.key.split('.')[0])));
  if (!rows.length) return null;
  return (
    <Table size="sm" className="caption-top align-top mb-3" style={{ tableLayout: 'fixed' }}>
      <caption className="text-break">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: '26%' }}>
            Field
          </th>
          <th scope="col">{fromLabel}</th>
          <th scope="col">{toLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="text-break fw-semibold">
              {row.label}
            </th>
            <td>
              <RevisionValue value={row.version} />
            </td>
            <td>
              <RevisionValue value={row.now} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
