// Puts a 12-megapixel photograph in the home page's first hero through the API, as an admin would with the hero
// screen's upload, and waits for its variants: shared by `npm run bench:images` and `npm run lighthouse`.
import { signInAsDemoAdmin } from '../test/admin-session';
import { makePhoto } from '../test/photo';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface PhotoHero {
  /** The original JPEG. */
  photo: Buffer;
  /** The stored original's url, as the hero's banner. */
  url: string;
  /** The upload's round trip (stored and recorded, variants not yet made). */
  storeMs: number;
  /** From sending the upload until its variants exist. */
  variantsMs: number;
  variants: Json[];
}

export async function putPhotoInHero(api: string, photo?: Buffer): Promise<PhotoHero> {
  const bytes = photo ?? (await makePhoto());
  const token = await signInAsDemoAdmin(api);
  const auth = { Authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('image', new File([bytes as BlobPart], 'implant-site-12mp.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  const res = await fetch(`${api}/files/images`, { method: 'POST', headers: auth, body: form });
  const storeMs = performance.now() - started;
  const stored = ((await res.json()) as Json).data;
  if (res.status !== 201) throw new Error(`The upload was refused: ${res.status} ${JSON.stringify(stored)}`);

  let entry: Json | undefined;
  for (;;) {
    const list = (await (await fetch(`${api}/files/all?limit=100`, { headers: auth })).json()) as Json;
    entry = list.data.find((f: Json) => f._id === stored._id);
    if (entry?.variantsState !== 'pending') break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const variantsMs = performance.now() - started;
  if (entry?.variantsState !== 'ready') throw new Error(`The variants were not made: ${entry?.variantsState}`);

  const heroes = ((await (await fetch(`${api}/hero/active-list`)).json()) as Json).data as Json[];
  const first = heroes[0];
  const put = await fetch(`${api}/hero/update/${first._id}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: first.title, banner: stored.fileUrl, bannerAlt: 'A surgical guide seated on the patient’s arch' }),
  });
  if (put.status !== 200) throw new Error(`The hero was not updated: ${put.status}`);
  return { photo: bytes, url: stored.fileUrl, storeMs, variantsMs, variants: entry.variants };
}
