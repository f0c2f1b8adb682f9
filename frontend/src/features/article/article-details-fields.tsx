import { Form } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { ARTICLE_LIMITS } from './article-rules';
import type { DraftFieldsProps } from './draft-fields';

/** Title, slug, excerpt, tags, publication date and the Published switch. */
export function ArticleDetailsFields({ draft, set, errors, disabled }: DraftFieldsProps) {
  return (
    <fieldset disabled={disabled}>
      <CountedField
        id="article-title"
        label="Title"
        required
        value={draft.title}
        maxLength={ARTICLE_LIMITS.title}
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <Form.Group className="mb-3" controlId="article-slug">
        <Form.Label>Slug</Form.Label>
        <Form.Control
          value={draft.slug}
          maxLength={ARTICLE_LIMITS.slug}
          {...invalidProps(errors.slug, 'article-slug-error', 'article-slug-hint')}
          onChange={(e) => set({ slug: e.target.value })}
        />
        <FieldError id="article-slug-error" error={errors.slug} />
        <Form.Text id="article-slug-hint">
          The article&apos;s address: /blog/{draft.slug || 'made-from-the-title'}. Left empty, it is made from the title when you save.
        </Form.Text>
      </Form.Group>
      <CountedField
        id="article-excerpt"
        label="Excerpt"
        as="textarea"
        rows={3}
        value={draft.excerpt}
        maxLength={ARTICLE_LIMITS.excerpt}
        error={errors.excerpt}
        onChange={(excerpt) => set({ excerpt })}
      />
      <Form.Group className="mb-3" controlId="article-tags">
        <Form.Label>Tags</Form.Label>
        <Form.Control
          value={draft.tags}
          {...invalidProps(errors.tags, 'article-tags-error', 'article-tags-hint')}
          onChange={(e) => set({ tags: e.target.value })}
        />
        <FieldError id="article-tags-error" error={errors.tags} />
        <Form.Text id="article-tags-hint">Separated by commas, up to {ARTICLE_LIMITS.tags}, e.g. Case report, Full arch.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="article-published-at">
        <Form.Label>Publication date</Form.Label>
        <Form.Control
          type="datetime-local"
          value={draft.publishedAt}
          {...invalidProps(errors.publishedAt, 'article-published-at-error', 'article-published-at-hint')}
          onChange={(e) => set({ publishedAt: e.target.value })}
        />
        <FieldError id="article-published-at-error" error={errors.publishedAt} />
        <Form.Text id="article-published-at-hint">In your time zone. Left empty, it is the moment you save.</Form.Text>
      </Form.Group>
      <Form.Check
        type="switch"
        id="article-is-active"
        className="mb-3"
        label="Published (shown on the blog)"
        checked={draft.isActive}
        onChange={(e) => set({ isActive: e.target.checked })}
      />
    </fieldset>
  );
}
