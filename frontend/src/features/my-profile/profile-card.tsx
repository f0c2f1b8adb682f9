import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { noAnswer, serverMessageOr, type ApiErrorShape } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { StatusAlert, type StatusMessage } from '@/components/ui/status-alert';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { ImageField } from '@/platform/media/image-field';
import { useUpdateMyProfileMutation } from './profile-api';
import {
  draftOf,
  PROFILE_LIMITS,
  PROFILE_TEXTS,
  profileFieldOf,
  toProfileUpdate,
  validateProfile,
  type ProfileDraft,
  type ProfileField,
} from './profile-rules';

type Errors = Partial<Record<ProfileField, string>>;

/** The server's field errors that name one of the card's fields. */
function fieldErrorsOf(error: ApiErrorShape): Errors {
  const found: Errors = {};
  for (const e of error.errors ?? []) {
    const field = profileFieldOf(e.field);
    if (field && !found[field]) found[field] = e.message;
  }
  return found;
}

/**
 * Any admin's own public profile: the name and photo visitors see on the articles they write (the account's name
 * when the public one is empty). Role, email and password stay with the Admin Accounts screen.
 */
export function ProfileCard() {
  const admin = useAppSelector(selectAdmin);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(admin ?? {}));
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const [save, { isLoading: saving }] = useUpdateMyProfileMutation();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  if (!admin) return null;
  const set = (patch: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    setMessage(null);
    const found = validateProfile(draft);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid();
    try {
      const saved = await save(toProfileUpdate(draft)).unwrap();
      setDraft(draftOf(saved));
      setMessage({ text: PROFILE_TEXTS.saved, variant: 'success', id: Date.now() });
    } catch (error) {
      const shape = error as ApiErrorShape;
      setErrors(fieldErrorsOf(shape));
      const text = noAnswer(shape) ? PROFILE_TEXTS.saveOffline : `${PROFILE_TEXTS.saveFailed}: ${serverMessageOr(shape, 'the server refused it')}`;
      setMessage({ text, variant: 'danger', id: Date.now() });
      focusFirstInvalid();
    }
  };

  return (
    <FormCard headingId="my-profile-heading" title={PROFILE_TEXTS.title}>
      <p className="text-body-secondary">{PROFILE_TEXTS.note}</p>
      <Form
        ref={ref}
        noValidate
        aria-busy={saving}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <StatusAlert message={message} onClose={() => setMessage(null)} />
        <CountedField
          id="my-profile-display-name"
          label={PROFILE_TEXTS.displayName}
          value={draft.displayName}
          maxLength={PROFILE_LIMITS.displayName}
          placeholder={admin.name}
          error={errors.displayName}
          onChange={(displayName) => set({ displayName })}
        />
        <Form.Text as="p" id="my-profile-display-name-hint">
          {PROFILE_TEXTS.displayNameHint(admin.name)}
        </Form.Text>
        <ImageField
          id="my-profile-photo"
          label={PROFILE_TEXTS.photo}
          value={draft.photo}
          placeholder="/uploads/images/…"
          maxLength={PROFILE_LIMITS.photo}
          disabled={saving}
          error={errors.photo}
          previewAlt={draft.displayName.trim() || admin.name}
          onChange={(photo) => set({ photo })}
        />
        <Form.Text as="p">{PROFILE_TEXTS.photoHint}</Form.Text>
        <Button type="submit" disabled={saving} aria-disabled={saving}>
          {saving ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save}
        </Button>
      </Form>
    </FormCard>
  );
}
