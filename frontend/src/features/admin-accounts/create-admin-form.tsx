import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { PasswordField } from './password-field';
import {
  hasErrors,
  LIMITS,
  newAdminDraft,
  ROLE_LABEL,
  ROLES,
  STATUS_LABEL,
  STATUSES,
  validateDraft,
  type AdminDraft,
  type AdminRole,
  type AdminStatus,
  type DraftErrors,
} from './admin-accounts-rules';

interface CreateAdminFormProps {
  creating: boolean;
  /** Resolves null when created, otherwise the server's message. */
  onCreate: (draft: AdminDraft) => Promise<string | null>;
  onCancel: () => void;
}

/** POST /admin: name, email, password (the login form's rules), role and status. */
export function CreateAdminForm({ creating, onCreate, onCancel }: CreateAdminFormProps) {
  const [draft, setDraft] = useState(newAdminDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const patch = (p: Partial<AdminDraft>) => setDraft((d) => ({ ...d, ...p }));
  // Opening the form moves the keyboard to its first field.
  useEffect(() => document.getElementById('admin-name')?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateDraft(draft);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid();
    setFailure(await onCreate(draft));
  };

  return (
    <FormCard headingId="create-admin-heading" title="New Admin Account">
      <form ref={ref} noValidate onSubmit={submit} aria-labelledby="create-admin-heading">
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <Row>
          <Col md={6}>
            <CountedField
              id="admin-name"
              label="Name"
              required
              value={draft.name}
              maxLength={LIMITS.name}
              error={errors.name}
              onChange={(name) => patch({ name })}
            />
          </Col>
          <Col md={6}>
            <CountedField
              id="admin-email"
              label="Email"
              required
              value={draft.email}
              maxLength={LIMITS.email}
              error={errors.email}
              onChange={(email) => patch({ email })}
            />
          </Col>
        </Row>
        <PasswordField value={draft.password} error={errors.password} onChange={(password) => patch({ password })} />
        <Row>
          <Form.Group as={Col} md={6} className="mb-3" controlId="admin-role">
            <Form.Label>Role</Form.Label>
            <Form.Select value={draft.role} onChange={(e) => patch({ role: e.target.value as AdminRole })}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group as={Col} md={6} className="mb-3" controlId="admin-status">
            <Form.Label>Status</Form.Label>
            <Form.Select value={draft.status} onChange={(e) => patch({ status: e.target.value as AdminStatus })}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Row>
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={onCancel} disabled={creating}>
            Cancel
          </Button>
          <Button type="submit" disabled={creating}>
            {creating ? 'Creating...' : 'Create Admin'}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
