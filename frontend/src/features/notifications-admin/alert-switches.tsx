import { Form } from 'react-bootstrap';
import { FormCard } from '@/components/ui/form-card';
import type { NotificationDraft } from './notifications-rules';

type SwitchKey = 'notifyOnBooking' | 'notifyOnMessage' | 'confirmBookings';

const SWITCHES: { key: SwitchKey; id: string; label: string }[] = [
  { key: 'notifyOnBooking', id: 'notify-on-booking', label: 'Email the team about new bookings' },
  { key: 'notifyOnMessage', id: 'notify-on-message', label: 'Email the team about new messages' },
  { key: 'confirmBookings', id: 'confirm-bookings', label: 'Send visitors a booking confirmation' },
];

interface AlertSwitchesProps {
  draft: NotificationDraft;
  onChange: (patch: Partial<NotificationDraft>) => void;
}

/** Which emails go out: the team's alerts for bookings and messages, and the visitor's booking confirmation. */
export function AlertSwitches({ draft, onChange }: AlertSwitchesProps) {
  return (
    <FormCard headingId="alert-switches-heading" title="Emails to send">
      {SWITCHES.map(({ key, id, label }) => (
        <Form.Check key={key} type="switch" role="switch" id={id} label={label} checked={draft[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />
      ))}
    </FormCard>
  );
}
