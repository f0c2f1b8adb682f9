// Authenticated downloads: the typed client adds the token, so a plain link would not do; case files come
// through a short-lived link the server signs (POST /case-uploads/{id}/download-link), which a plain link follows.
import { apiClient } from '@/lib/api/client';

export const SUBSCRIBERS_CSV_NAME = 'newsletter-subscribers.csv';

/** Follows `href` as a download named `fileName`, through a hidden link (the page stays where it is). */
export function followDownloadLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  followDownloadLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The booking's private case file, saved under its original name. */
export async function downloadCaseFile(id: string, originalName: string) {
  const { data } = await apiClient.GET('/booking/case-file/{id}', { params: { path: { id } }, parseAs: 'blob' });
  saveBlob(data as Blob, originalName);
}

/** Every subscriber as CSV (email,subscribedAt). */
export async function exportSubscribersCsv() {
  const { data } = await apiClient.GET('/newsletter/subscribers/export', { parseAs: 'text' });
  saveBlob(new Blob([data ?? ''], { type: 'text/csv;charset=utf-8' }), SUBSCRIBERS_CSV_NAME);
}
