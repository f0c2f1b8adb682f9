import { useRef } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { AdminName } from '@/platform/admins/admin-names-api';
import type { ActivityCategory } from './activity-api';
import { CATEGORY_OPTION } from './activity-words';
import { NO_FILTERS, hasFilters, type ActivityFilters } from './use-activity-log';

interface ActivityFiltersProps {
  value: ActivityFilters;
  /** The categories the signed-in admin may see. */
  categories: readonly ActivityCategory[];
  admins: AdminName[];
  onChange: (filters: ActivityFilters) => void;
}

/** Kind, admin, a range of days and case file access only; 'Clear filters' puts them all back (and the focus on Kind, as it turns off). */
export function ActivityFiltersForm({ value, categories, admins, onChange }: ActivityFiltersProps) {
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...value, ...patch });
  const kind = useRef<HTMLSelectElement>(null);
  const clear = () => {
    onChange(NO_FILTERS);
    kind.current?.focus();
  };
  return (
    <Form className="mb-3" aria-label="Filter activity" onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-end">
        <Form.Group as={Col} xs={12} sm={6} lg={3} controlId="activity-kind">
          <Form.Label>Kind</Form.Label>
          <Form.Select ref={kind} value={value.category} onChange={(e) => set({ category: e.target.value as ActivityCategory | '' })}>
            <option value="">All</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_OPTION[c]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} lg={3} controlId="activity-admin">
          <Form.Label>Admin</Form.Label>
          <Form.Select value={value.adminId} onChange={(e) => set({ adminId: e.target.value })}>
            <option value="">All admins</option>
            {admins.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} lg={2} controlId="activity-from">
          <Form.Label>From</Form.Label>
          <Form.Control
            type="date"
            value={value.from}
            max={value.to || undefined}
            aria-describedby="activity-days-hint"
            onChange={(e) => set({ from: e.target.value })}
          />
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} lg={2} controlId="activity-to">
          <Form.Label>To</Form.Label>
          <Form.Control
            type="date"
            value={value.to}
            min={value.from || undefined}
            aria-describedby="activity-days-hint"
            onChange={(e) => set({ to: e.target.value })}
          />
        </Form.Group>
        <Col xs={12} lg={2}>
          <Button variant="outline-secondary" className="w-100" disabled={!hasFilters(value)} onClick={clear}>
            Clear filters
          </Button>
        </Col>
      </Row>
      <Form.Text id="activity-days-hint">From and To are whole days, in UTC.</Form.Text>
      <Form.Check
        type="checkbox"
        id="activity-case-file-access"
        className="mt-2"
        label="Case file access only"
        checked={value.caseFileAccess === 'true'}
        onChange={(e) => set({ caseFileAccess: e.target.checked ? 'true' : '' })}
      />
    </Form>
  );
}
