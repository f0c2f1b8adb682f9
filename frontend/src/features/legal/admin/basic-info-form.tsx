import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { useUpdateLegalBasicInfoMutation } from './legal-admin-api';
import type { LegalScreenConfig } from './legal-config';
import { draftFromDocument, isBlank, LIMITS, MESSAGES, TITLE_REQUIRED, toBasicInput, type BasicDraft } from './legal-rules';
import type { LegalDocument } from './legal-types';
import { useReportedWrite } from './use-reported-write';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface BasicInfoFormProps {
  config: LegalScreenConfig;
  doc: LegalDocument;
  /** Told the draft as it changes (the screen's preview shows it). */
  onDraftChange?: (draft: BasicDraft) => void;
}

/** The 'Basic Information' tab: title, subtitle, acceptance statement (terms), contact details. */
export function BasicInfoForm({ config, doc, onDraftChange }: BasicInfoFormProps) {
  const saveLabel = useSaveLabel('Save Basic Information');
  const [draft, setDraft] = useState(() => draftFromDocument(doc));
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);
  const [titleError, setTitleError] = useState<string>();
  const [update] = useUpdateLegalBasicInfoMutation();
  const { run, busy } = useReportedWrite();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const patch = (p: Partial<BasicDraft>) => setDraft((d) => ({ ...d, ...p }));
  const field = (key: keyof BasicDraft) => ({ id: `legal-${key}`, value: draft[key], onChange: (v: string) => patch({ [key]: v }) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isBlank(draft.title)) {
      setTitleError(TITLE_REQUIRED);
      return focusFirstInvalid();
    }
    setTitleError(undefined);
    await run(
      async () => {
        const body = toBasicInput(draft, config.document.hasAcceptanceStatement);
        setDraft(draftFromDocument(await update({ kind: config.kind, id: doc._id, body }).unwrap()));
      },
      MESSAGES.basicSaved,
      MESSAGES.basicFailed,
    );
  };

  return (
    <form ref={ref} noValidate onSubmit={submit} aria-label="Basic Information">
      <CountedField {...field('title')} label="Title" required maxLength={LIMITS.title} error={titleError} />
      <CountedField {...field('subtitle')} label="Subtitle" as="textarea" rows={3} maxLength={LIMITS.subtitle} />
      {config.document.hasAcceptanceStatement && (
        <CountedField {...field('acceptanceStatement')} label="Acceptance Statement" as="textarea" rows={2} maxLength={LIMITS.acceptanceStatement} />
      )}
      <fieldset className="mb-2">
        <legend className="h6">Contact Information</legend>
        <Row className="gx-3">
          <Col xs={12} md={6}>
            <CountedField {...field('companyName')} label="Company Name" maxLength={LIMITS.companyName} />
          </Col>
          <Col xs={12} md={6}>
            <CountedField {...field('email')} label="Email" maxLength={LIMITS.email} />
          </Col>
          <Col xs={12} md={6}>
            <CountedField {...field('phone')} label="Phone" maxLength={LIMITS.phone} />
          </Col>
          <Col xs={12} md={6}>
            <CountedField {...field('address')} label="Address" maxLength={LIMITS.address} />
          </Col>
        </Row>
      </fieldset>
      {titleError && (
        <Alert variant="danger" role="alert">
          {titleError}
        </Alert>
      )}
      <div className="d-flex justify-content-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : saveLabel}
        </Button>
      </div>
    </form>
  );
}
