// Many published articles for `npm run bench:search`, written through the service's row writer (insertArticles) in
// one transaction, so their search columns and the full-text index are filled as a real save fills them. The text
// is made of a few hundred planning words and made-up ones, the same on every run (a seeded generator): each
// planning word is in some tenths of the articles, as a blog's common words are.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { SUPER_ADMIN_ID } from '@shared/demo-content';
import { insertArticles, listPublishedArticles } from '../src/services/article';

type Article = components['schemas']['Article'];

/** Words a planning blog uses, which the searches look for. */
export const PLANNING_WORDS = (
  'guide sleeve implant sinus graft bone cbct scan crown abutment drill torque ridge maxilla mandible molar premolar ' +
  'incisor osteotomy membrane flap suture healing resin print orientation curing template wax merge voxel field ' +
  'nerve canal apex angle depth diameter length titanium zirconia bridge denture arch edentulous extraction socket ' +
  'buccal lingual palatal occlusal bite splint tolerance kit planning software export stl dicom radiograph density'
).split(' ');

/** The i-th search the benchmark makes: two planning words, each pair once, then each pair spelt with one capital more. */
export function searchPair(i: number): string {
  const n = PLANNING_WORDS.length;
  const first = PLANNING_WORDS[i % n];
  const second = PLANNING_WORDS.filter((w) => w !== first)[Math.floor(i / n) % (n - 1)];
  const capitals = Math.floor(i / (n * (n - 1)));
  const q = `${first} ${second}`;
  return `${q.slice(0, capitals).toUpperCase()}${q.slice(capitals)}`;
}

/** A generator of numbers in [0, 1) that gives the same run every time. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = 'ka lo mi ne ra tu ve si po da fe gu hi jo ku la me no pa ri sa te vo'.split(' ');

export async function seedBenchArticles(db: Knex, count: number): Promise<number> {
  const random = seeded(39);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const filler = Array.from({ length: 2000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''));
  const words = (n: number, planning: number) => Array.from({ length: n }, () => (random() < planning ? pick(PLANNING_WORDS) : pick(filler))).join(' ');
  const sentence = (n: number) => {
    const text = words(n, 0.1);
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const started = Date.now();
  const records: Article[] = Array.from({ length: count }, (_, i) => {
    const id = `be${i.toString(16).padStart(22, '0')}`;
    const title = `${sentence(6).slice(0, -1)} ${i}`;
    const publishedAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 6 * 365 * 86_400_000)).toISOString();
    return {
      _id: id,
      title,
      slug: `bench-article-${i}`,
      excerpt: sentence(20),
      body: {
        type: 'doc',
        content: Array.from({ length: 4 }, () => ({
          type: 'paragraph',
          content: [{ type: 'text', text: Array.from({ length: 4 }, () => sentence(12)).join(' ') }],
        })),
      },
      tags: Array.from(new Set([pick(PLANNING_WORDS), pick(PLANNING_WORDS)])).map((name) => ({ slug: name, name: `${name[0].toUpperCase()}${name.slice(1)}` })),
      authorId: SUPER_ADMIN_ID,
      author: { name: '' },
      publishedAt,
      readingMinutes: 1,
      isActive: random() < 0.95,
      createdAt: publishedAt,
      lastModifiedAt: publishedAt,
    } as Article;
  });
  await db.transaction((trx) => insertArticles(trx, records));
  return Date.now() - started;
}

/**
 * The search alone, without HTTP or the content cache: `count` calls of the service's listPublishedArticles one after
 * another, each for another pair of planning words (searchPair), and their p50 and p99 in ms.
 */
export async function timeSearches(db: Knex, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await listPublishedArticles(db, { q: searchPair(i), page: 1, limit: 10 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))];
  return { p50: at(0.5), p99: at(0.99) };
}
