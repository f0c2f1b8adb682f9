// Switches the demo site's blog (or chat) on through the API, as an admin would with the Features tab's "Enable Blog"
// ("Enable Chat"), or sets its trackers: the blog tests and `npm run lighthouse` and `npm run bench:api` (which
// measure its pages) start from it.
import { demoData } from '@shared/demo-content';
import { signInAsDemoAdmin } from './admin-session';

type Settings = (typeof demoData.homepageSettings)[number];
/** What a run changes of the settings and the next change keeps: the Features switches and the trackers. */
const KEPT = ['features', 'googleAnalyticsId', 'facebookPixelId', 'customHeadCode', 'customBodyCode', 'customCodePurpose'] as const;

/**
 * Saves the demo settings as an admin would, with what an earlier change set of the switches and trackers kept, and
 * `change` over them.
 */
export async function changeSettings(api: string, change: Partial<Settings>, what = 'the settings'): Promise<void> {
  const settings = demoData.homepageSettings[0];
  const current = await fetch(`${api}/homepage/settings`);
  const now = current.ok ? ((await current.json()) as { data: Settings }).data : settings;
  const kept = Object.fromEntries(KEPT.filter((k) => now[k] !== undefined).map((k) => [k, now[k]]));
  const res = await fetch(`${api}/homepage/settings/${settings._id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await signInAsDemoAdmin(api)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...settings, ...kept, ...change }),
  });
  if (res.status !== 200) throw new Error(`${what} could not be saved: ${res.status} ${await res.text()}`);
}

/** Switches one of the Features tab's switches on (or, with `on` false, off) through the API, as an admin would. */
export async function switchFeatureOn(api: string, feature: 'enableBlog' | 'enableChat', on = true): Promise<void> {
  const current = await fetch(`${api}/homepage/settings`);
  const features = current.ok ? ((await current.json()) as { data: Settings }).data.features : demoData.homepageSettings[0].features;
  await changeSettings(api, { features: { ...features, [feature]: on } }, `${feature} ${on ? 'on' : 'off'}`);
}

/** A Google Analytics id and a Facebook pixel id, as a super admin sets them: the site then asks consent (ADR 0042). */
export const BENCH_TRACKERS = { googleAnalyticsId: 'G-NOVA2026', facebookPixelId: '1234567890' } as const;

export const switchBlogOn = (api: string) => switchFeatureOn(api, 'enableBlog');

/** The demo article the benchmarks read: a case report with a cover and three figures in its body. */
export const BENCH_ARTICLE = demoData.articles.find((a) => a.slug === 'six-implants-one-guide-full-arch-case')!;
