import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { serverMessageOr } from '@/app/api';
import { useAppSelector } from '@/app/hooks';
import { AdminLoad } from '@/components/ui/admin-screen';
import { selectAdmin } from '@/platform/auth/auth-slice';
import { useGetArticleQuery, type Article } from './article-api';
import { ArticleForm } from './article-form';
import { ARTICLE_TEXTS, draftFromArticle, newArticleDraft } from './article-rules';

interface ArticleEditorProps {
  /** The article to edit; none for a new one. */
  id?: string;
  onBack: () => void;
  /** Told of the article a new one's first save made. */
  onCreated?: (article: Article) => void;
}

/** A new article, or one loaded by its id, in the editor; 'Back to articles' returns to the list. */
export function ArticleEditor({ id, onBack, onCreated }: ArticleEditorProps) {
  const query = useGetArticleQuery(id ?? '', { skip: !id, refetchOnMountOrArgChange: true });
  // A new article's form stays on after its first save: from then on it edits the article that save made.
  const [created, setCreated] = useState(false);
  const me = useAppSelector(selectAdmin);
  return (
    <section aria-labelledby="article-editor-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="article-editor-heading" className="h4 mb-0">
          {id || created ? ARTICLE_TEXTS.editHeading : ARTICLE_TEXTS.newHeading}
        </h2>
        <Button variant="outline-secondary" onClick={onBack}>
          {ARTICLE_TEXTS.backToList}
        </Button>
      </div>
      {id ? (
        <AdminLoad
          query={query}
          failed={query.isError && !query.data}
          loadingText={ARTICLE_TEXTS.loadingArticle}
          failedMessage={`${ARTICLE_TEXTS.loadArticleFailed}: ${serverMessageOr(query.error, 'the server did not answer')}`}
        >
          {() => query.data && <ArticleForm key={query.data._id} article={query.data} initial={draftFromArticle(query.data)} />}
        </AdminLoad>
      ) : (
        <ArticleForm
          initial={newArticleDraft(me?._id)}
          onCreated={(article) => {
            setCreated(true);
            onCreated?.(article);
          }}
        />
      )}
    </section>
  );
}
