import { CountedField } from '@/components/ui/counted-field';
import { ARTICLE_LIMITS } from './article-rules';
import type { DraftFieldsProps } from './draft-fields';

/** What search engines and link previews show; the title and excerpt stand in when left empty. */
export function ArticleSeoFields({ draft, set, errors }: DraftFieldsProps) {
  return (
    <>
      <CountedField
        id="article-meta-title"
        label="Meta title"
        value={draft.metaTitle}
        maxLength={ARTICLE_LIMITS.metaTitle}
        placeholder={draft.title}
        error={errors.metaTitle}
        onChange={(metaTitle) => set({ metaTitle })}
      />
      <CountedField
        id="article-meta-description"
        label="Meta description"
        as="textarea"
        rows={2}
        value={draft.metaDescription}
        maxLength={ARTICLE_LIMITS.metaDescription}
        placeholder={draft.excerpt}
        error={errors.metaDescription}
        onChange={(metaDescription) => set({ metaDescription })}
      />
    </>
  );
}
