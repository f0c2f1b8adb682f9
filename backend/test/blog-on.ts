// Switches the demo site's blog (or chat) on through the API, as an admin would with the Features tab's "Enable Blog"
// ("Enable Chat"): the blog tests and `npm run lighthouse` and `npm run bench:api` (which measure its pages) start from it.
import { demoData } from '@shared/demo-content';
import { signInAsDemoAdmin } from './admin-session';

/**
 * Switches one of the Features tab's switches on (or, with `on` false, off) through the API, as an admin would: the
 * settings as they are now, with that one switch changed (the others stay as an earlier call left them).
 */
export async function switchFeatureOn(api: string, feature: 'enableBlog' | 'enableChat', on = true): Promise<void> {
  const settings = demoData.homepageSettings[0];
  const current = await fetch(`${api}/homepage/settings`);
  const features = current.ok ? ((await current.json()) as { data: typeof settings }).data.features : settings.features;
  const res = await fetch(`${api}/homepage/settings/${settings._id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await signInAsDemoAdmin(api)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...settings, features: { ...settings.features, ...features, [feature]: on } }),
  });
  if (res.status !== 200) throw new Error(`${feature} could not be switched ${on ? 'on' : 'off'}: ${res.status} ${await res.text()}`);
}

export const switchBlogOn = (api: string) => switchFeatureOn(api, 'enableBlog');

/** The demo article the benchmarks read: a case report with a cover and three figures in its body. */
export const BENCH_ARTICLE = demoData.articles.find((a) => a.slug === 'six-implants-one-guide-full-arch-case')!;
