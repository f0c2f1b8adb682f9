// A booking's case files in words, as the Inbox shows them: what each file was found to be, how its upload
// stands, and a DICOM series' summary (never a patient identifier: only the fields named here are read).
import type { components } from '@shared/contract/schema';
import { humanBytes, KIND_LABELS, MESH_KINDS, type CaseFileKind } from '@shared/contract/case-files';

export type CaseUpload = components['schemas']['CaseUpload'];
type DicomSummary = NonNullable<CaseUpload['dicom']>;

export const KIND_NOT_CHECKED = 'Not checked yet';

/** 'STL mesh', 'DICOM series (zip)'…; 'Not checked yet' until the server has looked at the content. */
export const kindWords = (kind: CaseUpload['kind']) => (kind ? KIND_LABELS[kind] : KIND_NOT_CHECKED);

export interface UploadStateWords {
  badge: string;
  variant: 'info' | 'success' | 'danger';
}

/** 'Uploading 42% (20 MB of 48 MB)', 'Complete' or 'Refused'. */
export function uploadStateWords(upload: CaseUpload): UploadStateWords {
  switch (upload.state) {
    case 'uploading': {
      const percent = upload.size > 0 ? Math.floor((Math.min(upload.offset, upload.size) / upload.size) * 100) : 0;
      return { badge: `Uploading ${percent}% (${humanBytes(upload.offset)} of ${humanBytes(upload.size)})`, variant: 'info' };
    }
    case 'complete':
      return { badge: 'Complete', variant: 'success' };
    case 'refused':
      return { badge: 'Refused', variant: 'danger' };
  }
}

/** A millimetre value without float noise: 0.3, 0.25, 1. */
const mm = (value: number) => String(Number(value.toFixed(3)));

/** 'CT · 412 slices · 512 × 512 px · 0.3 mm slices', each part only when known. */
export function dicomSummaryWords(dicom: DicomSummary): string {
  const { modality, slices, rows, columns, sliceThicknessMm } = dicom;
  return [
    modality || null,
    `${slices} ${slices === 1 ? 'slice' : 'slices'}`,
    rows && columns ? `${columns} × ${rows} px` : null,
    sliceThicknessMm ? `${mm(sliceThicknessMm)} mm slices` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The DICOM summary of a DICOM file or series, when the server read one. */
export const dicomSummaryOf = (upload: CaseUpload) =>
  (upload.kind === 'dicom' || upload.kind === 'dicom-zip') && upload.dicom ? dicomSummaryWords(upload.dicom) : null;

export type MeshKind = Extract<CaseFileKind, 'stl' | 'ply' | 'obj'>;

/** A complete STL, PLY or OBJ file: the Inbox can show it in 3D. */
export const isPreviewable = (upload: CaseUpload): upload is CaseUpload & { kind: MeshKind } =>
  upload.state === 'complete' && !!upload.kind && MESH_KINDS.includes(upload.kind);

export const PREVIEW_LOADING = 'Loading the 3D preview…';
export const PREVIEW_NEEDS_WEBGL = '3D preview needs WebGL, which this browser has turned off. Download the file to view it.';
export const previewFailed = (reason: string) => `The 3D preview could not be shown: ${reason}`;
export const previewLabel = (fileName: string) => `3D preview of ${fileName}`;
