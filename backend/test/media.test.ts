// Photographs as admins upload them: the upload answers before the variants exist; the variants (AVIF and WebP at
// each width up to the original's) follow, oriented, stripped of metadata, served for a year; a photo that cannot
// be resized keeps its original; and the served home page offers the hero's variants and preloads the right one.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData, HERO_IDS } from '@shared/demo-content';
import { signInAsDemoAdmin } from './admin-session';
import { startTestBackend, type TestBackend } from './harness';
import { makePhoto } from './photo';
import { sourceSite } from './source-site';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let b: TestBackend;
let site: string;
let token: string;
let photo: Buffer;
beforeAll(async () => {
  [b, photo] = await Promise.all([startTestBackend(sourceSite()), makePhoto()]);
  site = b.baseUrl.replace(/\/api$/, '');
  token = await signInAsDemoAdmin(b.baseUrl);
}, 60_000);
afterAll(() => b.close());

const auth = () => ({ Authorization: `Bearer ${token}` });

async function uploadImage(bytes: Uint8Array, name: string, type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new File([bytes as BlobPart], name, { type }));
  const res = await fetch(`${b.baseUrl}/files/images`, { method: 'POST', headers: auth(), body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

async function libraryEntry(id: string): Promise<Json> {
  const res = await fetch(`${b.baseUrl}/files/all?limit=100`, { headers: auth() });
  return ((await res.json()) as Json).data.find((f: Json) => f._id === id);
}

describe('a 12-megapixel photograph', () => {
  let uploaded: Json;
  beforeAll(async () => {
    uploaded = (await uploadImage(photo, 'implant-site-4000x3000.jpg')).body.data;
    await b.variants.idle();
  }, 60_000);

  it('is stored at once with its size, its variants still to come', () => {
    expect(uploaded).toMatchObject({ mimeType: 'image/jpeg', width: 4000, height: 3000, fileSize: photo.length, variantsState: 'pending' });
  });

  it('gets AVIF and WebP variants at 320 to 1920 pixels wide, each served for a year as what it is', async () => {
    const entry = await libraryEntry(uploaded._id);
    expect(entry.variantsState).toBe('ready');
    const variants = entry.variants as Json[];
    expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual(
      ['avif', 'webp'].flatMap((f) => [320, 640, 768, 960, 1280, 1920].map((w) => `${f} ${w}x${(w * 3) / 4}`)).sort(),
    );
    for (const v of variants) {
      const res = await fetch(`${site}${v.url}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(bytes.length).toBe(v.fileSize);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([v.format === 'avif' ? 'heif' : 'webp', v.width, v.height]);
      expect(meta.exif).toBeUndefined();
    }
    // What a phone (360 px wide at 3x) fetches for a full-width image: the 1280 AVIF, a fraction of the original.
    const phone = variants.find((v) => v.format === 'avif' && v.width === 1280)!;
    expect(phone.fileSize).toBeLessThan(150 * 1024);
    expect(phone.fileSize).toBeLessThan(photo.length / 10);
  });

  it('as the hero banner, is offered to each device in AVIF and WebP from the served page, the right one preloaded', async () => {
    const hero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
    const put = await fetch(`${b.baseUrl}/hero/update/${hero._id}`, {
      method: 'PUT',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...hero, banner: uploaded.fileUrl, displayOrder: 1, isActive: true }),
    });
    expect(put.status).toBe(200);
    const listed = ((await (await fetch(`${b.baseUrl}/files/responsive-images`)).json()) as Json).data as Json[];
    const image = listed.find((i) => i.url === uploaded.fileUrl)!;
    expect(image).toMatchObject({ width: 4000, height: 3000 });
    expect(image.sources.map((s: Json) => s.type)).toEqual(['image/avif', 'image/webp']);

    const html = await (await fetch(`${site}/`, { headers: { Accept: 'text/html' } })).text();
    const avif = image.sources[0].srcset as string;
    expect(avif).toMatch(/-320\.avif 320w, .*-1920\.avif 1920w$/);
    const preload = /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain(`imagesrcset="${avif}"`);
    expect(preload).toContain('type="image/avif"');
    expect(preload).not.toContain('href=');
    const picture = /<picture>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? '';
    expect(picture).toContain(`<source type="image/avif" srcSet="${avif}"`);
    expect(picture).toMatch(/<img src="[^"]+\.jpg" alt="[^"]*" width="4000" height="3000"/);
  });

  it('keeps nothing behind when deleted', async () => {
    const entry = await libraryEntry(uploaded._id);
    const hero = demoData.heroes.find((h) => h._id === HERO_IDS.surgicalGuide)!;
    await fetch(`${b.baseUrl}/hero/update/${hero._id}`, {
      method: 'PUT',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify(hero),
    });
    expect((await fetch(`${b.baseUrl}/files/${uploaded._id}`, { method: 'DELETE', headers: auth() })).status).toBe(200);
    for (const url of [uploaded.fileUrl, ...entry.variants.map((v: Json) => v.url)]) expect((await fetch(`${site}${url}`)).status).toBe(404);
  });
});

describe('other photographs', () => {
  it('are turned upright by their EXIF orientation, and a small one gets variants at its own width only', async () => {
    // Stored 300 wide and 200 high, shown rotated a quarter turn: 200 wide and 300 high.
    const rotated = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { body } = await uploadImage(rotated, 'rotated.jpg');
    expect(body.data).toMatchObject({ width: 200, height: 300 });
    await b.variants.idle();
    const entry = await libraryEntry(body.data._id);
    expect(entry.variants.map((v: Json) => `${v.format} ${v.width}x${v.height}`)).toEqual(['avif 200x300', 'webp 200x300']);
    const meta = await sharp(Buffer.from(await (await fetch(`${site}${entry.variants[1].url}`)).arrayBuffer())).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('that cannot be resized keep their original, which pages go on showing', async () => {
    // Whole headers, a cut-off body: it is read as a 4000 x 3000 JPEG, and fails when decoded.
    const cut = photo.subarray(0, Math.floor(photo.length / 3));
    const { status, body } = await uploadImage(cut, 'cut-off.jpg');
    expect(status).toBe(201);
    await b.variants.idle();
    const entry = await libraryEntry(body.data._id);
    expect(entry).toMatchObject({ variantsState: 'failed', width: 4000, height: 3000 });
    expect(entry.variants).toBeUndefined();
    const original = await fetch(`${site}${body.data.fileUrl}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(cut)).toBe(true);
  });

  it('a file that only starts like an image is refused at once', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not a photo at all')]);
    const { status, body } = await uploadImage(fake, 'fake.jpg');
    expect(status).toBe(415);
    expect(body).toMatchObject({ success: false, message: 'Invalid file type. Please select a JPEG, PNG, GIF, WebP, or SVG image.' });
  });
});
