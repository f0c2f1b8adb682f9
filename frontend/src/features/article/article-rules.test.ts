import { describe, expect, it } from 'vitest';
import { contract } from '@mocks/contract';
import { demoData } from '@shared/demo-content';
import { describeBodyPath, draftFromArticle, newArticleDraft, splitServerErrors, tagNames, tagOptions, toArticleInput, validateDraft } from './article-rules';

const [fullArch] = demoData.articles;

describe('the article draft', () => {
  it('sends back a demo article as the contract takes it', () => {
    const input = toArticleInput(draftFromArticle(fullArch));
    expect(contract.validateSchema('ArticleInput', input)).toEqual([]);
    expect(input).toMatchObject({
      title: fullArch.title,
      slug: fullArch.slug,
      coverImage: fullArch.coverImage,
      tags: fullArch.tags.map((t) => t.name),
      publishedAt: fullArch.publishedAt,
      seo: fullArch.seo,
      isActive: true,
      body: fullArch.body,
    });
  });

  it('leaves out what a new article does not set, so the server makes its slug and date', () => {
    const input = toArticleInput({ ...newArticleDraft(), title: '  A title  ' });
    expect(input).toEqual({ title: 'A title', excerpt: '', body: newArticleDraft().body, tags: [], isActive: false });
    expect(contract.validateSchema('ArticleInput', input)).toEqual([]);
  });

  it('reads tags from commas and checks the title and the cover alt text', () => {
    expect(tagNames(' CBCT, , Guides ,')).toEqual(['CBCT', 'Guides']);
    expect(validateDraft(newArticleDraft())).toEqual({ title: 'Title is required' });
    expect(validateDraft({ ...newArticleDraft(), title: 'T', coverUrl: '/uploads/demo/a.svg', coverAlt: ' ' })).toHaveProperty('coverAlt');
  });

  it('offers each tag of the articles once, by name', () => {
    const names = tagOptions(demoData.articles).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Case report');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe("the server's refusals", () => {
  it('name the place in the body in words', () => {
    expect(describeBodyPath('body.content.3.attrs.alt', fullArch.body)).toBe('Block 4 (image), alt text');
    expect(describeBodyPath('body.content.0.content.1.marks.0.attrs.href', fullArch.body)).toBe('Block 1 (paragraph), link address');
    expect(describeBodyPath('body.content.99.type', fullArch.body)).toBe('Block 100');
    expect(describeBodyPath('body', fullArch.body)).toBe('Body');
  });

  it('go beside their field, above the editor, or in the message', () => {
    const split = splitServerErrors(
      [
        { field: 'slug', message: 'Another article already uses this slug' },
        { field: 'coverImage.alt', message: 'must match pattern "\\S"' },
        { field: 'seo.metaDescription', message: 'must NOT have more than 200 characters' },
        { field: 'body.content.3.attrs.alt', message: 'is required' },
        { field: 'authorId', message: 'Author not found' },
      ],
      fullArch.body,
    );
    expect(split.fields).toEqual({
      slug: 'Another article already uses this slug',
      coverAlt: 'must match pattern "\\S"',
      metaDescription: 'must NOT have more than 200 characters',
      authorId: 'Author not found',
    });
    expect(split.bodyErrors).toEqual(['Block 4 (image), alt text: is required']);
    expect(split.other).toEqual([]);
    expect(splitServerErrors([], fullArch.body, 'Another article already uses this slug').fields).toEqual({ slug: 'Another article already uses this slug' });
  });
});
