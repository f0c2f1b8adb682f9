import { useState, type FormEvent } from 'react';
import { serverMessageOr } from '@/app/api';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import type { StatusMessage } from '@/components/ui/status-alert';
import { useToast } from '@/components/ui/toast-provider';
import { useSaveNotificationSettingsMutation } from './notifications-admin-api';
import {
  draftFromSettings,
  NOTIFICATION_MESSAGES,
  recipientProblem,
  recipientsErrorFromServer,
  type NotificationDraft,
  type NotificationSettings,
} from './notifications-rules';

/**
 * The notification form's state: the draft, the address being typed (added with Add or Enter, and on Save when
 * valid), the recipients' error (the client's check or the server's) and the save, reported by a toast on
 * success and an alert in the form on failure.
 */
export function useNotificationsForm(settings: NotificationSettings) {
  const toast = useToast();
  const [save, { isLoading: saving }] = useSaveNotificationSettingsMutation();
  const [draft, setDraft] = useState(() => draftFromSettings(settings));
  const [pending, setPending] = useState('');
  const [recipientError, setRecipientError] = useState<string>();
  const [failure, setFailure] = useState<StatusMessage | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const change = (patch: Partial<NotificationDraft>) => setDraft((d) => ({ ...d, ...patch }));

  /** The recipients with the typed address added, or null (and the field marked) when it cannot be added. */
  const withPending = (): string[] | null => {
    const problem = recipientProblem(pending, draft.recipients);
    setRecipientError(problem ?? undefined);
    if (problem) {
      focusFirstInvalid();
      return null;
    }
    setPending('');
    return [...draft.recipients, pending.trim()];
  };

  const addRecipient = () => {
    const recipients = withPending();
    if (recipients) change({ recipients });
  };

  const removeRecipient = (email: string) => {
    change({ recipients: draft.recipients.filter((r) => r !== email) });
    setRecipientError(undefined);
  };

  const typePending = (text: string) => {
    setPending(text);
    setRecipientError(undefined);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const recipients = pending.trim() ? withPending() : draft.recipients;
    if (!recipients) return;
    const body = { ...draft, recipients };
    setDraft(body);
    try {
      const saved = await save(body).unwrap();
      setDraft(draftFromSettings(saved.settings));
      toast(saved.message);
    } catch (error) {
      setFailure({ text: serverMessageOr(error, NOTIFICATION_MESSAGES.saveFailed), variant: 'danger', id: Date.now() });
      const fieldError = recipientsErrorFromServer(error, recipients);
      if (fieldError) {
        setRecipientError(fieldError);
        focusFirstInvalid();
      }
    }
  };

  return {
    formRef: ref,
    draft,
    change,
    pending,
    typePending,
    recipientError,
    addRecipient,
    removeRecipient,
    failure,
    clearFailure: () => setFailure(null),
    saving,
    submit,
  };
}
