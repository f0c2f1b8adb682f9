import { useId, useState } from 'react';
import { Form, Table } from 'react-bootstrap';
import type { ComparisonRow } from './revision-diff';
import { RevisionValue } from './revision-value';

interface RevisionComparisonProps {
  rows: ComparisonRow[];
  /** The record has been deleted: this version alone, no 'Now' column. */
  deleted: boolean;
  /** The id of 'This version matches the current record.', for the control it explains. */
  unchangedId?: string;
}

/** This version beside the current record, field by field: only the fields that differ unless asked for all. */
export function RevisionComparison({ rows, deleted, unchangedId }: RevisionComparisonProps) {
  const switchId = useId();
  const [showAll, setShowAll] = useState(false);
  const changed = rows.filter((r) => r.changed);
  const shown = deleted || showAll ? rows : changed;
  const caption = deleted ? 'The record as it was in this version' : showAll ? 'Every field: this version and now' : 'Fields that differ: this version and now';

  return (
    <>
      {!deleted && (
        <Form.Check
          type="switch"
          id={switchId}
          className="mb-2"
          label="Show unchanged fields"
          checked={showAll}
          onChange={(e) => setShowAll(e.target.checked)}
        />
      )}
      {!deleted && changed.length === 0 && (
        <p id={unchangedId} data-testid="no-differences">
          This version matches the current record.
        </p>
      )}
      {shown.length > 0 && (
        <Table size="sm" className="caption-top align-top" style={{ tableLayout: 'fixed' }}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ width: deleted ? '35%' : '26%' }}>
                Field
              </th>
              <th scope="col">This version</th>
              {!deleted && <th scope="col">Now</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} className={showAll && row.changed ? 'table-warning' : undefined}>
                <th scope="row" className="text-break fw-semibold">
                  {row.label}
                  {showAll && row.changed && <span className="visually-hidden"> (changed)</span>}
                </th>
                <td>
                  <RevisionValue value={row.version} />
                </td>
                {!deleted && (
                  <td>
                    <RevisionValue value={row.now} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
