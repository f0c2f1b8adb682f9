import { useState } from 'react';
import { noAnswer, serverMessageOr, type ApiErrorShape } from '@/app/api';
import type { StatusMessage } from '@/components/ui/status-alert';
import { useCreateArticleMutation, useUpdateArticleMutation, type Article } from './article-api';
import { ARTICLE_TEXTS, splitServerErrors, toArticleInput, type ArticleDraft, type DraftField } from './article-rules';

export interface SaveErrors {
  fields: Partial<Record<DraftField, string>>;
  /** The body's errors, each naming where in the document it is. */
  body: string[];
}

const NO_ERRORS: SaveErrors = { fields: {}, body: [] };

/**
 * The editor's save: a create until the article exists, an update after. It reports what happened (saved, or why
 * not, with the server's field errors by field and the body's by place in the document).
 */
export function useSaveArticle(initialId: string | undefined) {
  const [id, setId] = useState(initialId);
  const [createArticle, created] = useCreateArticleMutation();
  const [updateArticle, updated] = useUpdateArticleMutation();
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const [errors, setErrors] = useState<SaveErrors>(NO_ERRORS);

  /** Sends the draft; resolves with the saved article, or null when it was refused or not answered. */
  const save = async (draft: ArticleDraft): Promise<Article | null> => {
    setMessage(null);
    setErrors(NO_ERRORS);
    try {
      const body = toArticleInput(draft);
      const saved = id ? await updateArticle({ id, body }).unwrap() : await createArticle(body).unwrap();
      setMessage({ text: id ? ARTICLE_TEXTS.updated : ARTICLE_TEXTS.created, variant: 'success', id: Date.now() });
      setId(saved._id);
      return saved;
    } catch (e) {
      const error = e as ApiErrorShape;
      const split = splitServerErrors(error.errors ?? [], draft.body, error.message);
      setErrors({ fields: split.fields, body: split.bodyErrors });
      const named = split.bodyErrors.length + Object.keys(split.fields).length > 0;
      const reason = noAnswer(e)
        ? ARTICLE_TEXTS.saveOffline
        : `${ARTICLE_TEXTS.saveFailed}: ${named ? ARTICLE_TEXTS.fixErrors : serverMessageOr(e, 'the server refused it')}`;
      setMessage({ text: [reason, ...split.other].join('. '), variant: 'danger', id: Date.now() });
      return null;
    }
  };

  return {
    id,
    save,
    saving: created.isLoading || updated.isLoading,
    message,
    clearMessage: () => setMessage(null),
    errors,
  };
}
