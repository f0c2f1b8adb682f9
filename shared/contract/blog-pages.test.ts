import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, listArg, parseListArg, readBlogSearch } from './blog-pages';

describe("the blog's addresses and the list's query", () => {
  it('reads the page, the search and the tag, and writes them as one query in one order', () => {
    const search = readBlogSearch('?q=%20sinus%20lift%20&page=2', 'case-report');
    expect(search).toEqual({ page: 2, q: 'sinus lift', tag: 'case-report' });
    expect(listArg(search)).toBe(`limit=${BLOG_PAGE_SIZE}&page=2&q=sinus+lift&tag=case-report`);
    expect(parseListArg(listArg(search))).toEqual({ limit: BLOG_PAGE_SIZE, page: 2, q: 'sinus lift', tag: 'case-report' });
    expect(listArg(readBlogSearch(''))).toBe(`limit=${BLOG_PAGE_SIZE}&page=1`);
  });

  it('names what is wrong with an address instead of making a query of it', () => {
    expect(readBlogSearch('page=0').problem).toEqual({ field: 'page', value: '0' });
    expect(readBlogSearch('page=two').problem).toEqual({ field: 'page', value: 'two' });
    expect(readBlogSearch('page=100000').problem).toEqual({ field: 'page', value: '100000' });
    expect(readBlogSearch('q=%3F%21...').problem).toEqual({ field: 'q', value: '?!...' });
    expect(readBlogSearch(`q=${'a'.repeat(2000)}`).problem?.field).toBe('q');
    expect(readBlogSearch('q=%20%20').q).toBeUndefined();
    expect(readBlogSearch('page=10000').page).toBe(10000);
  });
});
