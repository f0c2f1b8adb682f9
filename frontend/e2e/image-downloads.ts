// What a browser downloads for one uploaded image while a page loads: its original and any of its variants
// (`<name>-<width>.<format>` beside it), each with its size and type. Shared by the media journey and
// `npm run bench:images`.
import type { Page, Response } from 'playwright-core';

export interface ImageDownload {
  path: string;
  bytes: number;
  type: string;
}

export async function imageDownloads(page: Page, originalUrl: string, pageUrl: string): Promise<ImageDownload[]> {
  const stem = originalUrl.replace(/\.[a-z]+$/, '');
  const seen: Promise<ImageDownload>[] = [];
  const watch = (res: Response) => {
    const path = new URL(res.url()).pathname;
    if (path === originalUrl || path.startsWith(`${stem}-`)) {
      seen.push(res.body().then((body) => ({ path, bytes: body.length, type: res.headers()['content-type'] ?? '' })));
    }
  };
  page.on('response', watch);
  // A public page has no preview frame, so the network goes quiet once it has loaded.
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  page.off('response', watch);
  return Promise.all(seen);
}
