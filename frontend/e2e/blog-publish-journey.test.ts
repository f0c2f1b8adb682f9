// A new article as a clinic's team publishes it, in a real browser through the real admin screens against the full
// stack: the regular editor writes it (a paragraph, a link through the link dialog, a library image through the
// figure dialog) as a draft of a new release and submits the release; a preview link shows the article at its
// /blog/{slug} address to a browser with no session while the public site still answers 404; the super admin approves
// and publishes the release, and the article is on the blog, in the feed, in the sitemap and in the home page's latest
// articles; renamed by the editor on the live site, its old address answers 301 to the new one.
import { describe, expect, it } from 'vitest';
import { demoData } from '@shared/demo-content';
import { ARTICLE_MESSAGES } from '@shared/contract/articles';
import { DRAFT_SAVED, RELEASE_APPROVED } from '@shared/contract/releases';
import { switchBlogOn } from '../../backend/test/blog-on';
import { browserAvailable, openAdminScreen, openPage, signInAs, siteInBrowser, submitReleaseForReview, workInNewRelease } from './support';

if (!browserAvailable && process.env.REQUIRE_BROWSER) throw new Error('REQUIRE_BROWSER is set but chromium is missing');

const superAdmin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
const editor = demoData.demoAdmins.find((a) => a.admin.role === 'admin' && a.admin.status === 'active')!;
const libraryImage = demoData.fileAssets[0];

const RELEASE = 'Blog: zygomatic implants';
const TITLE = 'Planning zygomatic implants with a guide';
const SLUG = 'planning-zygomatic-implants-with-a-guide';
const NEW_SLUG = 'zygomatic-implants-guided-planning';
const PARAGRAPH = 'Zygomatic implants need a plan that follows the bone from the crest to the cheekbone.';
const LINKED = 'Send us your CBCT';
const LINK = 'https://www.novaguide.example/send-a-scan';
const ALT = 'The NovaGuide logo above the case plan';

const status = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;
const text = async (url: string) => (await fetch(url)).text();

describe.skipIf(!browserAvailable)('a new article, from a release draft to the live blog', () => {
  const run = siteInBrowser('blog-publish');

  it('is written and submitted by the editor, previewed, published by the super admin, then renamed with its old address kept', async () => {
    const { site, baseUrl } = run.stack;
    await switchBlogOn(baseUrl);
    expect(await status(`${site}/blog/${SLUG}`)).toBe(404);

    // The editor: a release to work in.
    const editorPage = await openPage(run.browser);
    await signInAs(editorPage, site, editor);
    await workInNewRelease(editorPage, RELEASE);

    // A new article on the Blog screen: its title, a paragraph, a link and an image from the media library.
    await openAdminScreen(editorPage, 'Blog');
    await editorPage.getByRole('button', { name: 'New article' }).click();
    await editorPage.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await editorPage.getByRole('checkbox', { name: /^Published/ }).check();
    await editorPage.getByRole('toolbar', { name: 'Body formatting' }).waitFor();
    const body = editorPage.getByRole('textbox', { name: 'Body' });
    await body.click();
    await editorPage.keyboard.type(PARAGRAPH);
    await editorPage.keyboard.press('Enter');
    await editorPage.keyboard.type(LINKED);
    await editorPage.keyboard.press('Shift+Home');
    await editorPage.getByRole('button', { name: 'Link', exact: true }).click();
    const linkDialog = editorPage.getByRole('dialog', { name: 'Link' });
    await linkDialog.getByLabel('Address').fill(LINK);
    await linkDialog.getByRole('button', { name: 'Apply link' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await body.getByRole('link', { name: LINKED }).waitFor();
    await editorPage.keyboard.press('End');
    await editorPage.keyboard.press('Enter');
    await editorPage.getByRole('button', { name: 'Image', exact: true }).click();
    await editorPage
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: `Use ${libraryImage.originalName}` })
      .click();
    const figureDialog = editorPage.getByRole('dialog', { name: 'Image details' });
    await figureDialog.getByLabel(/^Alt text/).fill(ALT);
    await figureDialog.getByRole('button', { name: 'Insert image' }).click();
    await figureDialog.waitFor({ state: 'detached' });
    await body.getByRole('img', { name: ALT }).waitFor();
    // The author is the editor, by the public name their account gives.
    expect(await editorPage.getByRole('combobox', { name: 'Author' }).inputValue()).toBe(editor.admin._id);

    // Drafted into the release, not published: the public site has no such article.
    await editorPage.getByRole('button', { name: 'Save as draft' }).click();
    await editorPage.getByText(DRAFT_SAVED).first().waitFor();
    expect(await editorPage.getByLabel('Slug').inputValue()).toBe(SLUG);
    expect(await status(`${site}/blog/${SLUG}`)).toBe(404);

    // Submitted for review.
    const releaseId = await submitReleaseForReview(editorPage, RELEASE);
    expect(releaseId).toMatch(/^[0-9a-f]{24}$/);

    // The super admin makes a preview link...
    const adminPage = await openPage(run.browser);
    await signInAs(adminPage, site, superAdmin);
    await adminPage.goto(`${site}/admin/releases?release=${releaseId}`);
    await adminPage.getByRole('button', { name: 'Create preview link' }).click();
    const link = await adminPage.getByLabel('Preview link').inputValue();
    expect(link).toMatch(new RegExp(`^${site}/preview/`));

    // ...which a browser with no session opens: the article at its address, while the public site still has none.
    const colleague = await openPage(run.browser);
    await colleague.goto(link);
    await colleague.waitForURL(`${site}/`);
    await colleague.goto(`${site}/blog/${SLUG}`);
    await colleague.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await colleague.getByText('this is not the live site').first().waitFor();
    await colleague.getByText(PARAGRAPH).waitFor();
    expect(await colleague.getByRole('link', { name: LINKED }).getAttribute('href')).toBe(LINK);
    await colleague.getByRole('img', { name: ALT }).waitFor();
    await colleague.getByText(`By ${editor.admin.displayName}`).waitFor();
    await colleague.close();
    expect(await status(`${site}/blog/${SLUG}`)).toBe(404);

    // Approved and published now.
    await adminPage.getByRole('button', { name: 'Approve and publish now' }).click();
    await adminPage.getByText(RELEASE_APPROVED).first().waitFor();
    await adminPage.close();

    // Live: on the blog, in the feed, in the sitemap and in the home page's latest articles.
    const visitor = await openPage(run.browser);
    await visitor.goto(`${site}/blog`);
    await visitor.getByRole('link', { name: TITLE, exact: true }).click();
    await visitor.waitForURL(`${site}/blog/${SLUG}`);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await text(`${site}/blog/rss.xml`)).toContain(`<title>${TITLE}</title>`);
    expect(await text(`${site}/sitemap.xml`)).toContain(`/blog/${SLUG}</loc>`);
    await visitor.goto(site);
    const latest = visitor.getByRole('region', { name: 'Latest from the blog' });
    await latest.getByRole('link', { name: TITLE, exact: true }).waitFor();
    await visitor.close();

    // The editor, back on the live site, renames its slug: saved live, and the old address leads to the new one.
    await editorPage.getByLabel('Working in:').selectOption({ label: 'Live site' });
    await openAdminScreen(editorPage, 'Blog');
    await editorPage.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const slug = editorPage.getByLabel('Slug');
    await expect.poll(() => slug.inputValue()).toBe(SLUG);
    await slug.fill(NEW_SLUG);
    await editorPage.getByRole('button', { name: 'Save article' }).click();
    await editorPage.getByText(ARTICLE_MESSAGES.updated).first().waitFor();
    await editorPage.close();
    const moved = await fetch(`${site}/blog/${SLUG}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, site).pathname).toBe(`/blog/${NEW_SLUG}`);
    expect(await status(`${site}/blog/${NEW_SLUG}`)).toBe(200);
  }, 240_000);
});
