import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { useAddLegalBulletMutation, useDeleteLegalBulletMutation } from './legal-admin-api';
import type { LegalScreenConfig } from './legal-config';
import { BULLET_REQUIRED, isBlank, LIMITS, MESSAGES } from './legal-rules';
import type { LegalSection } from './legal-types';
import type { AskConfirm } from './use-pending-confirm';
import { useReportedWrite } from './use-reported-write';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface BulletPointsEditorProps {
  config: LegalScreenConfig;
  docId: string;
  section: LegalSection;
  onConfirm: AskConfirm;
}

/** A section's bullet points: each with a × remove button (confirmed), and an input that adds one (Add or Enter). */
export function BulletPointsEditor({ config, docId, section, onConfirm }: BulletPointsEditorProps) {
  const addLabel = useSaveLabel('Add');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [add] = useAddLegalBulletMutation();
  const [remove] = useDeleteLegalBulletMutation();
  const { run, busy } = useReportedWrite();
  const removing = useReportedWrite();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const path = { kind: config.kind, id: docId, sid: section._id };
  const bullets = section.bulletPoints ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (isBlank(text)) {
      setError(BULLET_REQUIRED);
      return focusFirstInvalid();
    }
    setError(undefined);
    if (await run(() => add({ ...path, text: text.trim() }).unwrap(), MESSAGES.bulletAdded, MESSAGES.bulletAddFailed)) setText('');
  };

  const askRemove = (bid: string, bulletText: string) =>
    onConfirm({
      title: 'Delete Bullet Point',
      message: `Are you sure you want to delete the bullet point "${bulletText}"?`,
      action: () => removing.run(() => remove({ ...path, bid }).unwrap(), MESSAGES.bulletDeleted, MESSAGES.bulletDeleteFailed),
    });

  return (
    <div className="mb-3">
      <h4 className="h6">Bullet Points</h4>
      {bullets.length ? (
        <ul className="list-group mb-2" aria-label="Bullet points">
          {bullets.map((b) => (
            <li key={b._id} className="list-group-item d-flex justify-content-between align-items-start gap-2">
              <span>{b.text}</span>
              <Button
                variant="link"
                className="text-danger p-0 lh-1 fs-5 text-decoration-none"
                aria-label={`Remove bullet point: ${b.text}`}
                onClick={() => askRemove(b._id, b.text)}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary">No bullet points yet.</p>
      )}
      <form ref={ref} noValidate onSubmit={submit} aria-label={`Add bullet point to ${section.title}`} className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <CountedField
            id={`legal-bullet-${section._id}`}
            label="New bullet point"
            value={text}
            maxLength={LIMITS.bullet}
            error={error}
            onChange={(v) => {
              setText(v);
              setError(undefined);
            }}
          />
        </div>
        <Button type="submit" variant="outline-primary" disabled={busy} style={{ marginTop: '2rem' }}>
          {busy ? 'Adding...' : addLabel}
        </Button>
      </form>
    </div>
  );
}
