// What a visitor sends, for backend tests: a dentist's booking (a month ahead) and its case file.
import { expect } from 'vitest';

/** A booking request as the public form sends it. */
export function bookingRequest(overrides: Record<string, string> = {}) {
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    name: 'Dr. Ana Ruiz',
    email: 'ana@smileclinic.example',
    phone: '+1 555 0100',
    subject: 'Guide for #36',
    date: inAMonth,
    time: '10:30',
    ...overrides,
  };
}

/** The current version of the health-data consent text, which a booking with case files names (ADR 0043). */
export async function healthConsentVersion(api: string): Promise<number> {
  const res = await fetch(`${api}/health-consent`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { version: number } }).data.version;
}

/**
 * Books through `api` (a server's `/api` URL) with the health-data consent ticked, as the form sends it when case
 * files follow; answers the booking's id and its case-file upload name.
 */
export async function book(api: string, overrides: Record<string, string> = {}): Promise<{ _id: string; fileNameForVPS: string }> {
  const res = await fetch(`${api}/booking/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...bookingRequest(overrides), healthDataConsentVersion: await healthConsentVersion(api) }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string; fileNameForVPS: string } }).data;
}

/** Sends a booking's case file the original way of ADR 0019 (the logo-upload call with its upload name, no token). */
export function sendCaseFile(api: string, uploadName: string, bytes: Uint8Array | string, fileName: string) {
  const form = new FormData();
  form.append('logo', new File([bytes as BlobPart], fileName, { type: 'application/pdf' }));
  form.append('customFileName', uploadName);
  return fetch(`${api}/files/logo-upload`, { method: 'POST', body: form });
}
