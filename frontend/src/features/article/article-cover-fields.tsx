import { CountedField } from '@/components/ui/counted-field';
import { ImageField } from '@/platform/media/image-field';
import { ARTICLE_LIMITS } from './article-rules';
import type { DraftFieldsProps } from './draft-fields';

/** The cover image, from the media library, and its alt text (required with an image). */
export function ArticleCoverFields({ draft, set, errors, disabled }: DraftFieldsProps) {
  return (
    <>
      <ImageField
        id="article-cover"
        label="Cover image"
        value={draft.coverUrl}
        placeholder="/uploads/images/…"
        maxLength={300}
        disabled={disabled}
        error={errors.coverUrl}
        previewAlt={draft.coverAlt || 'Cover image preview'}
        onChange={(coverUrl) => set({ coverUrl })}
      />
      <CountedField
        id="article-cover-alt"
        label="Cover alt text"
        required={!!draft.coverUrl.trim()}
        value={draft.coverAlt}
        maxLength={ARTICLE_LIMITS.alt}
        error={errors.coverAlt}
        onChange={(coverAlt) => set({ coverAlt })}
      />
    </>
  );
}
