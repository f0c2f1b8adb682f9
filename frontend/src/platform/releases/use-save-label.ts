import { useAppSelector } from '@/app/hooks';
import { selectWorkingRelease } from './working-release-slice';

/** What a content screen's save button says while the admin works in a release. */
export const SAVE_AS_DRAFT = 'Save as draft';

/** A content screen's save label: its own on the live site, 'Save as draft' while a release is chosen. */
export function useSaveLabel(label: string): string {
  return useAppSelector(selectWorkingRelease) ? SAVE_AS_DRAFT : label;
}
