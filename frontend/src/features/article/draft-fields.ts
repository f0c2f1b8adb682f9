import type { ArticleDraft, DraftField } from './article-rules';

/** What each group of the editor's fields is given: the draft, a way to change it and the errors by field. */
export interface DraftFieldsProps {
  draft: ArticleDraft;
  set: (patch: Partial<ArticleDraft>) => void;
  errors: Partial<Record<DraftField, string>>;
  disabled?: boolean;
}
