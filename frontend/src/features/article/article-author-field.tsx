import { Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { useListArticleAuthorsQuery } from './article-api';
import { ARTICLE_TEXTS } from './article-rules';
import type { DraftFieldsProps } from './draft-fields';

interface ArticleAuthorFieldProps extends DraftFieldsProps {
  /** The author's public name as the article was read: shown when the list has not come, or no longer holds them. */
  currentName?: string;
}

/** The admin the article names as its author, chosen by their public name. */
export function ArticleAuthorField({ draft, set, errors, disabled, currentName }: ArticleAuthorFieldProps) {
  const { data: authors = [], isError } = useListArticleAuthorsQuery();
  const listed = authors.some((a) => a._id === draft.authorId);
  return (
    <Form.Group className="mb-3" controlId="article-author">
      <Form.Label>{ARTICLE_TEXTS.author}</Form.Label>
      <Form.Select
        value={draft.authorId}
        disabled={disabled}
        {...invalidProps(errors.authorId, 'article-author-error', 'article-author-hint')}
        onChange={(e) => set({ authorId: e.target.value })}
      >
        {!listed && <option value={draft.authorId}>{currentName ?? '…'}</option>}
        {authors.map((a) => (
          <option key={a._id} value={a._id}>
            {a.name}
          </option>
        ))}
      </Form.Select>
      <FieldError id="article-author-error" error={errors.authorId} />
      <Form.Text id="article-author-hint">{isError ? ARTICLE_TEXTS.authorsFailed : ARTICLE_TEXTS.authorHint}</Form.Text>
    </Form.Group>
  );
}
