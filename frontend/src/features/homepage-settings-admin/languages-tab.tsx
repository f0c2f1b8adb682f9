import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Col, Form, ListGroup, Row } from 'react-bootstrap';
import { siteLanguages } from '@shared/contract/translations';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { EMPTY_LANGUAGE, LANGUAGE_NAME_MAX, LANGUAGE_TEXTS, moved, newLanguageErrors, type NewLanguage, type NewLanguageErrors } from './languages-rules';
import type { DraftPatch, SettingsDraft, SiteLanguage } from './settings-rules';

interface TabProps {
  draft: SettingsDraft;
  onChange: (patch: DraftPatch) => void;
  /** A regular admin: the languages are shown, not changeable (only a super admin may change them). */
  readOnly: boolean;
}

const DIRECTIONS = { ltr: 'Left to right', rtl: 'Right to left' } as const;

/**
 * Languages tab (ADR 0044): the site's languages, the default first and kept there; add one, remove one (its
 * translations stay stored) or move the others. They are saved with the rest of the settings.
 */
export function LanguagesTab({ draft, onChange, readOnly }: TabProps) {
  const languages = siteLanguages(draft);
  const [adding, setAdding] = useState<NewLanguage>(EMPTY_LANGUAGE);
  const [errors, setErrors] = useState<NewLanguageErrors>({});
  const [toRemove, setToRemove] = useState<SiteLanguage | null>(null);
  const set = (next: SiteLanguage[]) => onChange({ languages: next });

  const add = (e: FormEvent) => {
    e.preventDefault();
    const found = newLanguageErrors(languages, adding);
    setErrors(found);
    if (found.code || found.name) {
      document.getElementById(found.code ? 'hs-language-code' : 'hs-language-name')?.focus();
      return;
    }
    set([...languages, { code: adding.code.trim(), name: adding.name.trim(), direction: adding.direction }]);
    setAdding(EMPTY_LANGUAGE);
  };

  return (
    <>
      <p className="text-body-secondary">{LANGUAGE_TEXTS.note}</p>
      {readOnly && (
        <Alert variant="info" data-testid="languages-super-admin-note">
          {LANGUAGE_TEXTS.superAdminOnly} You can still change and save every other setting.
        </Alert>
      )}
      <ListGroup as="ol" aria-label="Site languages" className="mb-4">
        {languages.map((l, i) => (
          <ListGroup.Item as="li" key={l.code} className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="site-language">
            <span>
              <span lang={l.code} dir={l.direction} className="fw-semibold">
                {l.name}
              </span>{' '}
              <code>{l.code}</code> <span className="text-body-secondary small">{DIRECTIONS[l.direction]}</span>
              {i === 0 && (
                <Badge bg="secondary" className="ms-2">
                  {LANGUAGE_TEXTS.defaultBadge}
                </Badge>
              )}
            </span>
            {i > 0 && !readOnly && (
              <span className="d-flex gap-1">
                <Button size="sm" variant="outline-secondary" disabled={i === 1} aria-label={`Move ${l.name} up`} onClick={() => set(moved(languages, i, -1))}>
                  Up
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={i === languages.length - 1}
                  aria-label={`Move ${l.name} down`}
                  onClick={() => set(moved(languages, i, 1))}
                >
                  Down
                </Button>
                <Button size="sm" variant="outline-danger" aria-label={`Remove ${l.name}`} onClick={() => setToRemove(l)}>
                  Remove
                </Button>
              </span>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>

      {!readOnly && (
        // A form inside the settings' card: Enter here adds the language, it does not save the settings.
        <Form noValidate onSubmit={add} aria-labelledby="hs-add-language-heading">
          <h3 id="hs-add-language-heading" className="h6">
            Add a language
          </h3>
          <Row className="g-2 align-items-start">
            <Col sm={3}>
              <Form.Group controlId="hs-language-code">
                <Form.Label>Code</Form.Label>
                <Form.Control
                  value={adding.code}
                  placeholder="de"
                  autoComplete="off"
                  onChange={(e) => setAdding((a) => ({ ...a, code: e.target.value }))}
                  {...invalidProps(errors.code, 'hs-language-code-error')}
                />
                <FieldError id="hs-language-code-error" error={errors.code} />
              </Form.Group>
            </Col>
            <Col sm={5}>
              <Form.Group controlId="hs-language-name">
                <Form.Label>Name, as its readers write it</Form.Label>
                <Form.Control
                  value={adding.name}
                  placeholder="Deutsch"
                  maxLength={LANGUAGE_NAME_MAX + 10}
                  onChange={(e) => setAdding((a) => ({ ...a, name: e.target.value }))}
                  {...invalidProps(errors.name, 'hs-language-name-error')}
                />
                <FieldError id="hs-language-name-error" error={errors.name} />
              </Form.Group>
            </Col>
            <Col sm={2}>
              <Form.Group controlId="hs-language-direction">
                <Form.Label>Direction</Form.Label>
                <Form.Select value={adding.direction} onChange={(e) => setAdding((a) => ({ ...a, direction: e.target.value as NewLanguage['direction'] }))}>
                  {Object.entries(DIRECTIONS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col sm={2} className="align-self-end">
              <Button type="submit" variant="outline-primary" className="w-100">
                Add language
              </Button>
            </Col>
          </Row>
        </Form>
      )}

      <ConfirmDialog
        show={toRemove !== null}
        title={LANGUAGE_TEXTS.removeTitle}
        message={toRemove ? LANGUAGE_TEXTS.removeMessage(toRemove) : ''}
        confirmLabel="Remove"
        variant="danger"
        onConfirm={() => {
          if (toRemove) set(languages.filter((l) => l.code !== toRemove.code));
          setToRemove(null);
        }}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
