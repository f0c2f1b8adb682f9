// @vitest-environment happy-dom
// The booking form's case-file list on a German page: each row's state, its buttons, the sizes, the speed and the
// time left in German, and a refusal the server or the form words in English said in German.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_UPLOAD_EXTENSIONS, CASE_UPLOAD_MESSAGES, DEFAULT_CASE_UPLOAD_LIMITS } from '@shared/contract/case-files';
import { demoLanguages } from '@shared/demo-content/translations';
import { PageLanguageProvider, pageLanguageOf } from '@/lib/i18n/page-language';
import { CaseUploadListView } from './case-upload-list-view';
import { EMPTY_SNAPSHOT, type CaseUploadItem } from './case-upload-rules';

const MB = 1024 * 1024;
const row = (name: string, changes: Partial<CaseUploadItem>): CaseUploadItem => ({
  key: name,
  name,
  size: 48 * MB,
  lastModified: 1,
  state: 'waiting',
  sent: 0,
  uploadUrl: null,
  kind: null,
  problem: null,
  needsFile: false,
  removeError: null,
  ...changes,
});

const items = [
  row('upper-arch.stl', { state: 'complete', kind: 'stl', sent: 48 * MB }),
  row('cbct.zip', { state: 'uploading', size: 480 * MB, sent: 12.4 * MB }),
  row('notes.exe', { state: 'refused', problem: CASE_UPLOAD_MESSAGES.notAccepted('exe') }),
  row('lower-arch.ply', { state: 'failed', problem: 'The connection gave up. Retry when you are back online.' }),
  row('photo.png', { state: 'paused', needsFile: true }),
];

const list = (code: string) => (
  <PageLanguageProvider value={pageLanguageOf(demoLanguages, code)}>
    <CaseUploadListView
      snapshot={{ ...EMPTY_SNAPSHOT, items, speed: 3.1 * MB, announcement: { id: 1, item: items[0], event: 'state' } }}
      limits={{ extensions: [...CASE_UPLOAD_EXTENSIONS], ...DEFAULT_CASE_UPLOAD_LIMITS }}
      onFiles={vi.fn()}
      onPause={vi.fn()}
      onResume={vi.fn()}
      onDiscard={vi.fn()}
    />
  </PageLanguageProvider>
);

afterEach(cleanup);

describe('the case-file list on a German page', () => {
  it('says each state, button, size, speed and time left in German', () => {
    render(list('de'));
    expect(screen.getByText('Fertig — STL-Netz, 48 MB')).toBeTruthy();
    expect(screen.getByText('12,4 MB von 480 MB')).toBeTruthy();
    expect(screen.getByText('notes.exe wurde abgelehnt: Dateien mit der Endung .exe werden nicht angenommen.')).toBeTruthy();
    expect(screen.getByText('Fehlgeschlagen — Die Verbindung ist abgebrochen. Versuchen Sie es erneut, sobald Sie wieder online sind.')).toBeTruthy();
    expect(screen.getByText('Angehalten — wählen Sie photo.png erneut, um fortzufahren')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anhalten cbct.zip' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen lower-arch.ply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auswählen photo.png erneut' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entfernen upper-arch.stl' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen cbct.zip' })).toBeTruthy();
    // 48 + 12.4 of 48 + 480 + 48 + 48 MB (the refused file is not counted) at 3.1 MB/s.
    expect(screen.getByText('60,4 MB von 624 MB · 3,1 MB/s · noch etwa 3 Min.')).toBeTruthy();
    expect(screen.getByText(/bis zu 2 GB je Datei und 5 GB insgesamt\.$/)).toBeTruthy();
    expect(screen.getByText('upper-arch.stl: Fertig — STL-Netz, 48 MB')).toBeTruthy();
  });

  it('reads as before on an English page', () => {
    render(list('en'));
    expect(screen.getByText('Complete — STL mesh, 48 MB')).toBeTruthy();
    expect(screen.getByText('60.4 MB of 624 MB · 3.1 MB/s · about 3 min left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose photo.png again' })).toBeTruthy();
    expect(screen.getByText(/up to 2 GB a file and 5 GB in all\.$/)).toBeTruthy();
  });
});
