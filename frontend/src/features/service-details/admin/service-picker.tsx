import { Alert, Badge, Form } from 'react-bootstrap';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { FormCard } from '@/components/ui/form-card';
import { countServices, MESSAGES, type ServiceGroup } from './service-details-rules';

export type DetailsMode = 'create' | 'edit';

interface ServicePickerProps {
  groups: ServiceGroup[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  value: string;
  mode?: DetailsMode;
  onChange: (serviceId: string) => void;
}

/** Picks the service to edit, from the list grouped by service section (docs/product/content.md). */
export function ServicePicker({ groups, loading, failed, retrying, onRetry, value, mode, onChange }: ServicePickerProps) {
  return (
    <FormCard
      headingId="service-picker-heading"
      title="Select Service"
      action={
        mode ? (
          <Badge bg={mode === 'create' ? 'warning' : 'success'} text={mode === 'create' ? 'dark' : undefined} data-testid="mode-badge">
            {mode === 'create' ? 'Creating New' : 'Editing Existing'}
          </Badge>
        ) : null
      }
    >
      {loading ? (
        <LoadingStatus text="Loading services..." className="" />
      ) : failed ? (
        <LoadFailed message={MESSAGES.servicesFailed} onRetry={onRetry} retrying={retrying} className="mb-0" />
      ) : countServices(groups) === 0 ? (
        <Alert variant="warning" className="mb-0">
          {MESSAGES.noServices}
        </Alert>
      ) : (
        <Form.Group controlId="service-details-service">
          <Form.Label>Service</Form.Label>
          <Form.Select value={value} onChange={(e) => onChange(e.target.value)} aria-describedby="service-details-service-hint">
            <option value="">Select a service...</option>
            {groups?.map((group) => (
              <optgroup key={group._id} label={group.title}>
                {group.services.map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.hasDetails === false ? `${s.title} (no details yet)` : s.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </Form.Select>
          <Form.Text id="service-details-service-hint">Choose the service whose detail page you want to edit.</Form.Text>
        </Form.Group>
      )}
    </FormCard>
  );
}
