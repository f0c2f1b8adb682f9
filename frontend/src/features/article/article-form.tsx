import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { FormCard } from '@/components/ui/form-card';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { StatusAlert } from '@/components/ui/status-alert';
import { useSaveLabel } from '@/platform/releases/use-save-label';
import type { Article } from './article-api';
import { ArticleAuthorField } from './article-author-field';
import { ArticleCoverFields } from './article-cover-fields';
import { ArticleDetailsFields } from './article-details-fields';
import { ArticleSeoFields } from './article-seo-fields';
import { ARTICLE_TEXTS, validateDraft, type ArticleDraft, type DraftField } from './article-rules';
import { BodyField } from './body-field';
import { SendToSubscribers } from './newsletter-send';
import { useSaveArticle } from './use-save-article';

interface ArticleFormProps {
  /** The article being edited; none for a new one. */
  article?: Article;
  initial: ArticleDraft;
  /** Told of the article a first save made, so the screen's address can name it. */
  onCreated?: (article: Article) => void;
}

/** The article's fields, its body and the save: a create first, then updates of the article it made. */
export function ArticleForm({ article, initial, onCreated }: ArticleFormProps) {
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<Partial<Record<DraftField, string>>>({});
  const saving = useSaveArticle(article?._id);
  // The article as the server last saved it: what a send to the subscribers would send.
  const [stored, setStored] = useState(article);
  const saveLabel = useSaveLabel(saving.id ? 'Save article' : 'Create article');
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const set = (patch: Partial<ArticleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errors = { ...saving.errors.fields, ...checked };
  const busy = saving.saving;

  const submit = async () => {
    const found = validateDraft(draft);
    setChecked(found);
    if (Object.keys(found).length) return focusFirstInvalid();
    const creating = !saving.id;
    const saved = await saving.save(draft);
    // The server's slug (made from the title when none was given) is the one the form shows from now on.
    if (saved) {
      set({ slug: saved.slug });
      setStored(saved);
    } else focusFirstInvalid();
    if (saved && creating) onCreated?.(saved);
  };

  return (
    <Form
      ref={ref}
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <StatusAlert message={saving.message} onClose={saving.clearMessage} />
      {Object.keys(checked).length > 0 && (
        <Alert variant="danger" role="alert">
          {ARTICLE_TEXTS.fixErrors}
        </Alert>
      )}
      <Row>
        <Col lg={8}>
          <FormCard headingId="article-content-heading" title="Content">
            <ArticleDetailsFields draft={draft} set={set} errors={errors} disabled={busy} />
            <BodyField initial={initial.body} onChange={(body) => set({ body })} errors={saving.errors.body} disabled={busy} />
          </FormCard>
        </Col>
        <Col lg={4}>
          <FormCard headingId="article-author-heading" title="Author">
            <ArticleAuthorField draft={draft} set={set} errors={errors} disabled={busy} currentName={article?.author.name} />
          </FormCard>
          <FormCard headingId="article-cover-heading" title="Cover image">
            <ArticleCoverFields draft={draft} set={set} errors={errors} disabled={busy} />
          </FormCard>
          <FormCard headingId="article-seo-heading" title="Search engines">
            <ArticleSeoFields draft={draft} set={set} errors={errors} disabled={busy} />
          </FormCard>
        </Col>
      </Row>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? 'Saving...' : saveLabel}
        </Button>
        <SendToSubscribers article={stored} />
      </div>
    </Form>
  );
}
