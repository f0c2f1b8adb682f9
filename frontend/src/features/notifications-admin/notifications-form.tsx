import { Alert, Button } from 'react-bootstrap';
import { StatusAlert } from '@/components/ui/status-alert';
import { formatDateTime } from '@/lib/format/date-time';
import { AlertSwitches } from './alert-switches';
import { alertsWithoutRecipients, NOTIFICATION_MESSAGES, type NotificationSettings } from './notifications-rules';
import { RecipientsEditor } from './recipients-editor';
import { useNotificationsForm } from './use-notifications-form';

/** The settings form: the 'Email is off' note, recipients, switches, Save and when it was last saved. */
export function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const { formRef, draft, change, pending, typePending, recipientError, addRecipient, removeRecipient, failure, clearFailure, saving, submit } =
    useNotificationsForm(settings);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Notification settings">
      {!settings.mailConfigured && <Alert variant="info">{NOTIFICATION_MESSAGES.mailOff}</Alert>}
      <RecipientsEditor
        recipients={draft.recipients}
        text={pending}
        error={recipientError}
        showNoRecipientsHint={alertsWithoutRecipients(draft)}
        onTextChange={typePending}
        onAdd={addRecipient}
        onRemove={removeRecipient}
      />
      <AlertSwitches draft={draft} onChange={change} />
      <StatusAlert message={failure} onClose={clearFailure} />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {settings.lastModifiedAt && (
          <p className="text-body-secondary small mb-0" data-testid="last-saved">
            Last saved {formatDateTime(settings.lastModifiedAt)}
            {settings.lastModifiedByName && <> by {settings.lastModifiedByName}</>}
          </p>
        )}
      </div>
    </form>
  );
}
