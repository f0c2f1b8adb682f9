import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import type { RevisionKind } from '@shared/content-kinds';
import { richTextValue, TRANSLATION_TEXTS, type SiteLanguage, type TranslationRecord, type TranslationText } from '@shared/contract/translations';
import { renderRichText } from '@shared/rich-text/render';
import { noAnswer, serverMessageOr, type ApiErrorShape } from '@/app/api';
import { FieldError, invalidProps, useFocusFirstInvalid } from '@/components/ui/field-error';
import { useToast } from '@/components/ui/toast-provider';
import { useSaveLabel } from '@/platform/releases/use-save-label';
import { useSaveTranslationMutation } from './translations-api';
import { TRANSLATION_SCREEN_TEXTS as T, textLabel } from './translation-words';
import { useRichTextInput } from './rich-text-input';

interface TranslationRecordFormProps {
  kind: RevisionKind;
  record: TranslationRecord;
  language: SiteLanguage;
  byDefault: SiteLanguage;
}

const VALUES_PREFIX = 'values.';

/** The server's errors by text key (it names them `values.<key>`). */
const errorsByKey = (error: unknown): Record<string, string> =>
  Object.fromEntries(
    ((error as ApiErrorShape | undefined)?.errors ?? [])
      .filter((e) => e.field.startsWith(VALUES_PREFIX))
      .map((e) => [e.field.slice(VALUES_PREFIX.length), e.message]),
  );

interface TextInputProps {
  id: string;
  text: TranslationText;
  value: string;
  onChange: (value: string) => void;
  language: SiteLanguage;
  saving: boolean;
  error: string | undefined;
  missing: boolean;
}

/**
 * A rich text's input (an article's body, ADR 0044): the kind's own editor (useRichTextInput) over the document, its
 * value the document's JSON; it starts from the text in the language, else from the default's to translate it. The
 * server's refusal is shown below it.
 */
function RichTextTranslation({ id, text, value, onChange, language, saving, error, missing }: TextInputProps) {
  const renderInput = useRichTextInput();
  const initial = richTextValue(value) ?? richTextValue(text.source);
  const describedBy = [error && `${id}-error`, `${id}-source`, missing && `${id}-missing`].filter(Boolean).join(' ');
  if (!renderInput || !initial)
    return (
      <Form.Control
        as="textarea"
        rows={8}
        lang={language.code}
        dir={language.direction}
        value={value}
        readOnly={saving}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <>
      {/* Marked invalid, so the refusal after it shows (Bootstrap's `.is-invalid ~ .invalid-feedback`). */}
      <div className={error ? 'is-invalid' : undefined}>
        {renderInput({
          labelId: `${id}-label`,
          initial,
          onChange: (doc) => onChange(JSON.stringify(doc)),
          describedBy,
          invalid: !!error,
          disabled: saving,
          lang: language.code,
          dir: language.direction,
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

/** One record's texts: each in the default language (read only) beside its input in the language, saved together. */
export function TranslationRecordForm({ kind, record, language, byDefault }: TranslationRecordFormProps) {
  const toast = useToast();
  const [save, { isLoading: saving }] = useSaveTranslationMutation();
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(record.texts.map((t) => [t.key, t.value ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const saveLabel = useSaveLabel(T.save);
  const idOf = (key: string) => `tr-${record.recordId}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const headingId = `tr-${record.recordId}-heading`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = Object.fromEntries(record.texts.map((t) => [t.key, draft[t.key]?.trim() ? draft[t.key] : null]));
    try {
      await save({ kind, id: record.recordId, lang: language.code, values }).unwrap();
      setErrors({});
      toast(TRANSLATION_TEXTS.saved);
    } catch (error) {
      const byKey = errorsByKey(error);
      setErrors(byKey);
      if (Object.keys(byKey).length) focusFirstInvalid();
      toast(noAnswer(error) ? T.noAnswer : serverMessageOr(error, T.saveFailed), { variant: 'danger' });
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4" data-testid="translation-record">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id={headingId} className="h6 mb-0 text-break" lang={byDefault.code} dir={byDefault.direction}>
          {record.recordTitle}
        </h2>
        {record.missing ? (
          <Badge bg="warning" text="dark" data-testid="record-missing">
            {T.missingCount(record.missing)}
          </Badge>
        ) : (
          <Badge bg="success" data-testid="record-missing">
            {T.allTranslated}
          </Badge>
        )}
      </Card.Header>
      <Card.Body>
        <Form ref={ref} noValidate onSubmit={submit} aria-busy={saving}>
          <Row className="d-none d-md-flex small text-body-secondary mb-1" aria-hidden="true">
            <Col md={6}>{byDefault.name}</Col>
            <Col md={6}>{language.name}</Col>
          </Row>
          {record.texts.map((text) => {
            const id = idOf(text.key);
            const missing = text.value === undefined;
            const rich = text.format === 'rich-text';
            return (
              <Form.Group key={text.key} controlId={id} className="mb-3" data-testid="translation-text">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                  <Form.Label id={`${id}-label`} className="fw-semibold mb-0">
                    {textLabel(text.label ?? text.key)} <span className="visually-hidden">in {language.name}</span>
                  </Form.Label>
                  {missing && (
                    <Badge id={`${id}-missing`} bg="warning" text="dark" data-testid="missing-mark">
                      {T.missing}
                    </Badge>
                  )}
                </div>
                <Row className="g-2">
                  <Col md={6}>
                    {rich ? (
                      // The default's body as visitors read it (rendered from its document, every text escaped).
                      <div
                        id={`${id}-source`}
                        lang={byDefault.code}
                        dir={byDefault.direction}
                        className="form-control bg-body-tertiary h-100 text-break article-body"
                      >
                        <span className="visually-hidden">{byDefault.name}: </span>
                        <div
                          dangerouslySetInnerHTML={{ __html: renderRichText(richTextValue(text.source) ?? { type: 'doc', content: [{ type: 'paragraph' }] }) }}
                        />
                      </div>
                    ) : (
                      <div id={`${id}-source`} lang={byDefault.code} dir={byDefault.direction} className="form-control bg-body-tertiary h-100 text-break">
                        <span className="visually-hidden">{byDefault.name}: </span>
                        {text.source}
                      </div>
                    )}
                  </Col>
                  <Col md={6}>
                    {rich ? (
                      <RichTextTranslation
                        id={id}
                        text={text}
                        value={draft[text.key] ?? ''}
                        onChange={(value) => setDraft((d) => ({ ...d, [text.key]: value }))}
                        language={language}
                        saving={saving}
                        error={errors[text.key]}
                        missing={missing}
                      />
                    ) : (
                      <Form.Control
                        as="textarea"
                        rows={text.source.length > 80 ? 3 : 1}
                        lang={language.code}
                        dir={language.direction}
                        value={draft[text.key] ?? ''}
                        readOnly={saving}
                        onChange={(e) => setDraft((d) => ({ ...d, [text.key]: e.target.value }))}
                        {...invalidProps(errors[text.key], `${id}-error`, `${id}-source`, missing && `${id}-missing`)}
                      />
                    )}
                    {!rich && <FieldError id={`${id}-error`} error={errors[text.key]} />}
                  </Col>
                </Row>
              </Form.Group>
            );
          })}
          <Button type="submit" disabled={saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {saving ? T.saving : saveLabel}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
