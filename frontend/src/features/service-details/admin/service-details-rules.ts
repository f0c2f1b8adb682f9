import type { components } from '@shared/contract/schema';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_TYPES } from '@shared/contract/file-types';
import { LOGO_MAX_BYTES } from '@shared/contract/messages';
import { serverMessageOr } from '@/app/api';

type S = components['schemas'];
export type ServiceGroup = S['ServiceGroup'];
export type StepColor = S['StepColor'];

/** Texts the admin sees (docs/product/messages.md, 'Admin service details'; docs/product/validation.md). */
export const MESSAGES = {
  noServices: 'No services found. Please add services first.',
  servicesFailed: 'Failed to fetch services. Please try again.',
  loadFailed: 'Failed to load service details',
  loaded: 'Service details loaded successfully!',
  ready: 'Ready to create new service details!',
  created: 'Service details created successfully!',
  updated: 'Service details updated successfully!',
  saveFailed: 'Failed to save service details',
  selectFirst: 'Please select a service first',
  serviceNotFound: 'Selected service not found',
  titlesRequired: 'Section and step titles are required.',
  sectionTitleRequired: 'Section title is required.',
  stepTitleRequired: 'Step title is required.',
  uploadFailed: 'Failed to upload image',
  uploaded: 'Image uploaded successfully!',
  removed: 'Image removed successfully!',
  removedLocally: 'Image removed but file may still exist on server',
} as const;

/** The status banner hides itself after 5 seconds (docs/product/limits.md). */
export const BANNER_MS = 5000;

/** Field limits from openapi.yaml (DetailHero, DetailSection, DetailStep, DetailImage). */
export const LIMITS = {
  heroTitle: 150,
  heroDescription: 1000,
  buttonText: 50,
  sectionTitle: 150,
  sectionDescription: 2000,
  stepTitle: 100,
  stepDescription: 500,
  imageUrl: 500,
  imageAlt: 150,
  sections: 20,
  steps: 20,
  images: 20,
} as const;

/** The eight step colours, in the contract's order, with the names the admin reads. */
export const STEP_COLORS: { value: StepColor; label: string }[] = [
  { value: 'blue', label: 'Blue' },
  { value: 'pink', label: 'Pink' },
  { value: 'purple', label: 'Purple' },
  { value: 'green', label: 'Green' },
  { value: 'orange', label: 'Orange' },
  { value: 'red', label: 'Red' },
  { value: 'indigo', label: 'Indigo' },
  { value: 'yellow', label: 'Yellow' },
];

/** Accepted image types and size (ADR 0020); the server checks the bytes again. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const IMAGE_MAX_BYTES = LOGO_MAX_BYTES;

/** A client-side check before uploading: the problem to show, or null when the file may be sent. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** The message for a failed upload: the server's own text for a too-large or wrong-type file (413/415). */
export function uploadFailureMessage(error: unknown): string {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if ((status === 413 || status === 415) && typeof message === 'string' && message) return message;
  return MESSAGES.uploadFailed;
}

/** The message for a failed save: the text of docs/product/messages.md, with the server's reason when it gave one. */
export function saveFailureMessage(error: unknown): string {
  const reason = serverMessageOr(error, '');
  return reason ? `${MESSAGES.saveFailed}: ${reason}` : MESSAGES.saveFailed;
}

/** The service with this id in the grouped list, or undefined. */
export function findService(groups: ServiceGroup[] | undefined, serviceId: string) {
  for (const group of groups ?? []) {
    const service = group.services.find((s) => s._id === serviceId);
    if (service) return service;
  }
  return undefined;
}

export const countServices = (groups: ServiceGroup[] | undefined) => (groups ?? []).reduce((n, g) => n + g.services.length, 0);
