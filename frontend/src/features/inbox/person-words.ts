// The Person tab's words: the texts of ADR 0043 that the server also uses come from @shared/contract/person-data.
import { countsInWords, type PersonCounts } from '@shared/contract/person-data';

export const PERSON_SEARCH_LABEL = 'Email address';
export const PERSON_SEARCH_HINT = 'Finds every booking, case file, message, subscription, chat, email and consent stored for the address.';
export const PERSON_EMAIL_INVALID = 'Please enter a valid email address';
export const PERSON_SEARCHING = 'Searching…';
export const PERSON_EXPORTING = 'Preparing export…';
export const PERSON_ERASING = 'Erasing…';
export const PERSON_SUPER_ADMIN_ONLY = 'Only a super admin can export or erase a person’s data.';
export const PERSON_EXPORT_STARTED = 'The export is downloading: a zip of everything stored for the address.';
export const PERSON_ERASE_CONFIRM_LABEL = 'Type the address to confirm';
export const PERSON_ERASE_MISMATCH = 'The address typed is not the one being erased';

export const nothingStoredFor = (email: string) => `Nothing is stored for ${email}.`;
export const storedFor = (email: string, counts: PersonCounts) => `Stored for ${email}: ${countsInWords(counts)}.`;
export const searchFailed = (message: string) => `The search failed: ${message}`;
export const exportFailed = (message: string) => `The export failed: ${message}`;
export const eraseFailed = (message: string) => `The erasure failed: ${message}`;
export const erasedWords = (counts: PersonCounts) => `Erased: ${countsInWords(counts)}.`;
export const filesPendingWords = (n: number) =>
  `${n} ${n === 1 ? 'case file is' : 'case files are'} still being deleted from storage; the server keeps trying until ${n === 1 ? 'it is' : 'they are'} gone.`;
