import { mediaApi, useListMediaFilesQuery } from '@/platform/media/media-api';
import { RESIZE_POLL_MS, anyResizing } from './media-words';

/**
 * The library's files, asked again on each visit (what uses a file changes on other screens), and every 2 s while
 * any is still being resized.
 */
export function useMediaFiles() {
  const { resizing } = mediaApi.endpoints.listMediaFiles.useQueryState(undefined, {
    selectFromResult: ({ data }) => ({ resizing: anyResizing(data) }),
  });
  return useListMediaFilesQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: resizing ? RESIZE_POLL_MS : 0 });
}
