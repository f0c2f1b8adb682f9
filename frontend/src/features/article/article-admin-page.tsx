import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { AdminScreen } from '@/components/ui/admin-screen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast-provider';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useDeleteArticleMutation, type Article } from './article-api';
import { ArticleEditor } from './article-editor';
import { ArticleFiltersForm } from './article-filters';
import { ArticleResults } from './article-results';
import { ARTICLE_TEXTS } from './article-rules';
import { useArticleList } from './use-article-list';

type Editing = { mode: 'create' } | { mode: 'edit'; id: string };

/** The editor is in the address (`?article=new`, `?article=<id>`): a reload or a link opens it, Back in the browser closes it. */
const EDIT_PARAM = 'article';

/** Admin: the Blog screen: the articles with filters and pages, New article and Edit in the editor, Delete after a confirmation. */
export function ArticleAdminPage() {
  const list = useArticleList();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const param = params.get(EDIT_PARAM);
  const editing: Editing | null = param === 'new' ? { mode: 'create' } : param ? { mode: 'edit', id: param } : null;
  const setEditing = (next: Editing | null, replace = false) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next) out.set(EDIT_PARAM, next.mode === 'create' ? 'new' : next.id);
        else out.delete(EDIT_PARAM);
        return out;
      },
      { replace },
    );
  // An article made in this editor: the address names it from its first save (a reload opens it), while the form that
  // made it stays as it is, its message and draft included.
  const [createdHere, setCreatedHere] = useState<string>();
  const madeHere = editing?.mode === 'edit' && editing.id === createdHere;
  const [toDelete, setToDelete] = useState<Article | null>(null);
  // The dialog keeps naming the article while it fades out.
  const [named, setNamed] = useState('');
  const [deleteArticle, deleting] = useDeleteArticleMutation();
  const { data, error, isFetching } = list.list;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteArticle(toDelete._id).unwrap();
      toast(ARTICLE_TEXTS.deleted);
    } catch {
      toast(ARTICLE_TEXTS.deleteFailed, { variant: 'danger' });
    }
    setToDelete(null);
  };

  return (
    <AdminScreen
      headingId="blog-admin-heading"
      title={ARTICLE_TEXTS.title}
      note={ARTICLE_TEXTS.note}
      history={<HistoryPanel kind="article" onRestored={({ recordId }) => editing?.mode === 'edit' && editing.id === recordId && setEditing(null)} />}
      actions={!editing && <Button onClick={() => setEditing({ mode: 'create' })}>{ARTICLE_TEXTS.newArticle}</Button>}
    >
      {editing ? (
        <ArticleEditor
          key={editing.mode === 'edit' && !madeHere ? editing.id : 'new'}
          id={editing.mode === 'edit' && !madeHere ? editing.id : undefined}
          onBack={() => setEditing(null)}
          onCreated={(article) => {
            setCreatedHere(article._id);
            setEditing({ mode: 'edit', id: article._id }, true);
          }}
        />
      ) : (
        <>
          <ArticleFiltersForm value={list.filters} tags={list.tags} admins={list.admins} onChange={list.changeFilters} />
          <ArticleResults
            data={data}
            error={error}
            isFetching={isFetching}
            filtered={list.filtered}
            page={list.page}
            onPage={list.setPage}
            onRetry={list.retry}
            onEdit={(a) => setEditing({ mode: 'edit', id: a._id })}
            onDelete={(a) => {
              setNamed(a.title);
              setToDelete(a);
            }}
          />
        </>
      )}
      <ConfirmDialog
        show={!!toDelete}
        title={ARTICLE_TEXTS.deleteTitle}
        message={ARTICLE_TEXTS.deleteMessage(named)}
        confirmLabel="Delete"
        busy={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </AdminScreen>
  );
}
