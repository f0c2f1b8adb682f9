// @vitest-environment happy-dom
// The booking form's case files (ADR 0027), through tus against the mocks: a file goes up and is checked, a refusal
// names the file and why, the booking carries the upload token and binds the files (with the health-data consent
// ticked, ADR 0043), the submit waits for the files, and a reload resumes a file from where the server got to.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CASE_UPLOAD_MESSAGES, humanBytes } from '@shared/contract/case-files';
import { db, nowIso } from '@mocks/db';
import { server } from '@mocks/node';
import { DEFAULT_HEALTH_CONSENT_TEXT, HEALTH_CONSENT_TEXTS } from '@shared/contract/person-data';
import { publicFormKit } from '@/test/public-form-kit';
import { BOOKING_MESSAGES } from './booking-rules';
import { BookingForm } from './booking-form';
import { BOOKING_VISITOR } from './booking-test-visitor';
import { CASE_UPLOADS_STORAGE_KEY } from './case-upload-storage';

// happy-dom resolves tus-js-client's Node build (it reads Buffers and streams over node:http); browsers get its
// browser build (Blob slices over XMLHttpRequest), which is what runs here too.
vi.mock('tus-js-client', async () => {
  // @ts-expect-error -- the browser build ships no types of its own (lib/index.d.ts describes it)
  return await import('tus-js-client/lib.esm/browser/index.js');
});

const visitor = BOOKING_VISITOR;
/** A second version of the consent text, as a super admin might save it while a visitor fills in the form. */
const NEW_TEXT = 'I agree that NovaGuide processes the scans and notes I send about my patient, which are health data, for planning.';

/** An ASCII STL the content check takes for one. */
const STL = 'solid tooth\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid tooth\n';
const stl = (name = 'scan.stl', text = STL, lastModified = 1_760_000_000_000) => new File([text], name, { type: 'model/stl', lastModified });

const { renderForm: renderKit } = publicFormKit('/api/booking/create');
async function renderForm() {
  const { user, fill, press } = renderKit(<BookingForm />, visitor, 'Submit Booking');
  // The upload list loads once the visitor is in the form. Its code is imported then: the first test of the file
  // waits for the test runner to transform it, which on a busy machine takes longer than a query's usual second.
  await fill();
  const input = await screen.findByLabelText('Case files (optional)', { selector: 'input' }, { timeout: 10_000 });
  /** Ticks the health-data consent once its text has loaded (the box waits for it). */
  const consent = async () => {
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: HEALTH_CONSENT_TEXTS.label });
    await waitFor(() => expect(box.disabled).toBe(false));
    await user.click(box);
  };
  return { user, submit: press, consent, pick: (...files: File[]) => user.upload(input, files) };
}

/** The list of files (the live region repeats some of its words). */
const files = () => within(screen.getByRole('list', { name: 'Case files' }));
const rowOf = (name: string) =>
  files()
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name))!;
const completeStl = (file: File) => `Complete — STL mesh, ${humanBytes(file.size)}`;

describe('the booking form’s case files', () => {
  beforeEach(() => localStorage.clear());

  it('uploads an STL through tus, shows it Complete, and binds it to the booking with the upload token', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/booking/create')) bodies.push(await request.clone().json());
    });
    const { pick, submit, consent } = await renderForm();
    const file = stl();
    await pick(file);
    await waitFor(() => files().getByText(completeStl(file)));
    const [upload] = [...db.caseUploads.values()];
    expect(upload).toMatchObject({ fileName: 'scan.stl', state: 'complete', kind: 'stl' });
    expect(localStorage.getItem(CASE_UPLOADS_STORAGE_KEY)).toContain('scan.stl');

    await consent();
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain(BOOKING_MESSAGES.success);
    expect(bodies.at(-1)).toMatchObject({ uploadToken: upload.token, healthDataConsentVersion: 1 });
    expect(upload.bookingId).toBe(db.bookings.at(-1)!._id);
    expect(db.bookings.at(-1)!.healthDataConsent).toMatchObject({ version: 1 });
    // The box is not left ticked for the next booking.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: HEALTH_CONSENT_TEXTS.label }).checked).toBe(false);
    // The list and its storage start afresh.
    expect(screen.queryByText('scan.stl')).toBeNull();
    expect(localStorage.getItem(CASE_UPLOADS_STORAGE_KEY)).toBeNull();
  });

  it('asks for the health-data consent under its box before a booking with files goes, and sends nothing meanwhile', async () => {
    const { pick, submit, consent } = await renderForm();
    const before = db.bookings.length;
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: HEALTH_CONSENT_TEXTS.label });
    expect(box.checked).toBe(false);
    // The text agreed to is shown beside the box.
    expect(await screen.findByText(DEFAULT_HEALTH_CONSENT_TEXT)).toBeTruthy();
    const file = stl();
    await pick(file);
    await waitFor(() => files().getByText(completeStl(file)));
    await submit();
    // Under the box, and read with it.
    const error = await screen.findByText(HEALTH_CONSENT_TEXTS.missing, { selector: '.invalid-feedback' });
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(db.bookings).toHaveLength(before);

    await consent();
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain(BOOKING_MESSAGES.success);
    expect(db.bookings).toHaveLength(before + 1);
  });

  it('shows the server’s refusal of a stale consent under the box, and the new text to tick again', async () => {
    const { pick, submit, consent } = await renderForm();
    const file = stl();
    await pick(file);
    await waitFor(() => files().getByText(completeStl(file)));
    await consent();
    // The text changes while the visitor fills in the form.
    db.healthConsentTexts.push({ version: 2, text: NEW_TEXT, updatedAt: nowIso() });
    await submit();
    expect(await screen.findByText(HEALTH_CONSENT_TEXTS.stale, { selector: '.invalid-feedback' })).toBeTruthy();
    expect(await screen.findByText(NEW_TEXT)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: HEALTH_CONSENT_TEXTS.label }).checked).toBe(false);
    await consent();
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain(BOOKING_MESSAGES.success);
    expect(db.bookings.at(-1)!.healthDataConsent).toMatchObject({ version: 2 });
  });

  it('names a refused file and the reason, and keeps the booking until it is removed', async () => {
    const { user, pick, submit } = await renderForm();
    const before = db.bookings.length;
    await pick(stl('scan.stl', 'not a mesh at all'));
    await waitFor(() => files().getByText(`scan.stl was refused: ${CASE_UPLOAD_MESSAGES.notWhatItSays('stl')}`));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(BOOKING_MESSAGES.filesNotAccepted);
    expect(db.bookings).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Remove scan.stl' }));
    await waitFor(() => expect(screen.queryByText('scan.stl')).toBeNull());
    // With the list empty the focus goes back to the picker.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files' }));
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain(BOOKING_MESSAGES.success);
  });

  it('shows the server’s message when it refuses a file at creation', async () => {
    server.use(http.post('*/api/case-uploads', () => HttpResponse.json({ success: false, message: 'Too large for this booking.' }, { status: 413 })));
    const { pick } = await renderForm();
    await pick(stl());
    await waitFor(() => files().getByText('scan.stl was refused: Too large for this booking.'));
    expect(db.caseUploads.size).toBe(0);
  });

  /** Holds the upload's PATCHes until `release()`; they then go on to the mocks' own handler. */
  function holdUploads() {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.patch('*/api/case-uploads/:id', async () => {
        await gate;
      }),
    );
    return release;
  }

  /** Adds a file whose upload is held, and sends the booking meanwhile. */
  async function sendWhileHeld() {
    const release = holdUploads();
    const { pick, submit, consent } = await renderForm();
    const before = db.bookings.length;
    await pick(stl());
    await waitFor(() => expect(db.caseUploads.size).toBe(1));
    await consent();
    await submit();
    return { release, submit, before };
  }

  it('sends the booking by itself once a file still on its way is in', async () => {
    const { release, before } = await sendWhileHeld();
    expect(await screen.findByText(BOOKING_MESSAGES.filesUploading)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Waiting for your files...' }).disabled).toBe(true);
    expect(db.bookings).toHaveLength(before);
    release();
    expect(await screen.findByText(BOOKING_MESSAGES.success)).toBeTruthy();
    expect(db.bookings).toHaveLength(before + 1);
    const booking = db.bookings[db.bookings.length - 1];
    expect([...db.caseUploads.values()].map((u) => u.bookingId)).toEqual([booking._id]);
  });

  it("keeps the booking when the visitor says Don't send yet, until they press Submit again", async () => {
    const { release, submit, before } = await sendWhileHeld();
    await screen.findByText(BOOKING_MESSAGES.filesUploading);
    screen.getByRole('button', { name: "Don't send yet" }).click();
    await waitFor(() => expect(screen.queryByText(BOOKING_MESSAGES.filesUploading)).toBeNull());
    release();
    await waitFor(() => expect([...db.caseUploads.values()][0].offset).toBe([...db.caseUploads.values()][0].size));
    expect(db.bookings).toHaveLength(before);
    await submit();
    expect(await screen.findByText(BOOKING_MESSAGES.success)).toBeTruthy();
    expect(db.bookings).toHaveLength(before + 1);
  });

  it('after a reload, resumes a file from the server’s offset once the visitor picks it again', async () => {
    const file = stl('arch.stl');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const half = 60;
    const token = 'T'.repeat(43);
    const id = 'a'.repeat(32);
    db.uploadTokens.set(token, { bookingId: null, createdAt: Date.now() });
    const stored = new Uint8Array(file.size);
    stored.set(bytes.subarray(0, half));
    db.caseUploads.set(id, {
      ...{ id, token, bookingId: null, fileName: 'arch.stl', size: file.size, bytes: stored, offset: half, state: 'uploading' as const },
      ...{ kind: null, mimeType: null, sha256: null, problem: null, dicom: null, createdAt: nowIso(), completedAt: null },
    });
    const item = { key: 'k1', name: 'arch.stl', size: file.size, lastModified: file.lastModified, state: 'uploading', sent: half, kind: null, problem: null };
    localStorage.setItem(CASE_UPLOADS_STORAGE_KEY, JSON.stringify({ token, items: [{ ...item, uploadUrl: `${location.origin}/api/case-uploads/${id}` }] }));
    const offsets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') offsets.push(request.headers.get('Upload-Offset')!);
    });

    const { pick } = await renderForm();
    await waitFor(() => files().getByText('Paused — choose arch.stl again to resume'));
    expect(within(rowOf('arch.stl')).getByRole('progressbar', { name: 'arch.stl upload' }).getAttribute('aria-valuenow')).toBe(
      String(Math.floor((half / file.size) * 100)),
    );
    await pick(file);
    await waitFor(() => files().getByText(completeStl(file)));
    expect(offsets).toEqual([String(half)]);
    expect(db.caseUploads.get(id)).toMatchObject({ state: 'complete', offset: file.size });
  });
});
