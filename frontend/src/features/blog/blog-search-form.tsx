import { useBlogTexts } from './blog-rules';

/** The blog's search: a plain form whose results are /blog?q=…, so it works without script. */
export function BlogSearchForm({ q }: { q?: string }) {
  const texts = useBlogTexts();
  return (
    <form method="get" action="/blog" role="search" className="d-flex gap-2 mb-4" style={{ maxWidth: 520 }}>
      <label htmlFor="blog-search" className="visually-hidden">
        {texts.searchLabel}
      </label>
      <input id="blog-search" name="q" type="search" className="form-control" defaultValue={q} maxLength={200} placeholder={texts.searchLabel} />
      <button type="submit" className="btn btn-primary">
        {texts.searchButton}
      </button>
    </form>
  );
}
