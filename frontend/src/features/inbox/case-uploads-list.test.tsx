// @vitest-environment happy-dom
// The booking's case files in the Inbox: a DICOM series shows its summary and nothing that could name the patient,
// and Download asks the server for a short-lived link, then follows it as a download.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { setupStore } from '@/app/store';
import { ToastProvider } from '@/components/ui/toast-provider';
import { writeToken } from '@/lib/api/session-memory';
import { issueSession } from '@mocks/auth';
import { demoData } from '@shared/demo-content';
import { BOOKING_IDS } from '@shared/demo-content/ids';
import { db, resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { clearScenarios } from '@mocks/route';
import type { CaseUpload } from './case-upload-words';
import { CaseUploadsList } from './case-uploads-list';
import { caseUploadsInEveryState, cbctZip, storeCaseUploads } from './fixtures/case-uploads';

const bookingId = BOOKING_IDS[0];
/** What a careless DICOM reader might have passed on; the Inbox must show none of it. */
const PATIENT = { patientName: 'ROSSI^MARIA', patientId: 'PID-778812', patientBirthDate: '19710304', institutionName: 'Harbourview Dental' };
const withPatientData: CaseUpload = { ...cbctZip, dicom: { ...cbctZip.dicom!, ...PATIENT } as CaseUpload['dicom'] };

const linkRequests: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  resetDb((mock) => storeCaseUploads(mock, bookingId));
  clearScenarios();
  localStorage.clear();
  linkRequests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.endsWith('/download-link')) linkRequests.push(path);
  });
  // A signed-in admin, as the Inbox has: the download link is for admins only.
  const { admin } = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin' && a.admin.status === 'active')!;
  const session = await issueSession(db.admins.find((a) => a.admin._id === admin._id)!.admin);
  writeToken(session.token);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const renderList = (uploads: CaseUpload[]) =>
  render(
    <AppProviders store={setupStore()}>
      <ToastProvider>
        <CaseUploadsList uploads={uploads} ownerId={bookingId} />
      </ToastProvider>
    </AppProviders>,
  );

const entryOf = (fileName: string) => within(screen.getAllByTestId('case-upload').find((li) => li.textContent?.startsWith(fileName))!);

describe('the case files in a booking', () => {
  it("shows a DICOM series' summary and no patient identifier", () => {
    const { container } = renderList([withPatientData, ...caseUploadsInEveryState.slice(1)]);
    const zip = entryOf(cbctZip.fileName);
    expect(zip.getByText('CT · 412 slices · 512 × 512 px · 0.3 mm slices')).toBeTruthy();
    expect(zip.getByText('DICOM series (zip)')).toBeTruthy();
    for (const value of [...Object.values(PATIENT), 'ROSSI', 'MARIA', '1971']) expect(container.textContent).not.toContain(value);
    expect(screen.getAllByTestId('case-upload')).toHaveLength(caseUploadsInEveryState.length);
  });

  it('asks for a download link, then follows it as a download named after the file', async () => {
    const followed: { href: string; name: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.getAttribute('href') ?? '', name: this.download });
    });
    renderList(caseUploadsInEveryState);
    await userEvent.setup().click(entryOf(cbctZip.fileName).getByRole('button', { name: `Download ${cbctZip.fileName}` }));
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(linkRequests).toEqual([`/api/case-uploads/${cbctZip._id}/download-link`]);
    expect(followed[0].name).toBe(cbctZip.fileName);
    expect(followed[0].href).toMatch(new RegExp(`^/api/case-uploads/${cbctZip._id}/download\\?signature=[\\w-]+$`));
    // The link works: the mocks hand over the file's bytes through it, without the token.
    expect((await fetch(`http://localhost${followed[0].href}`)).status).toBe(200);
  });
});
