import { useState } from 'react';
import { FILE_DELETED } from '@shared/contract/media';
import { serverMessageOr } from '@/app/api';
import { useDeleteFileMutation } from '@/platform/media/media-api';
import { useToast } from '@/components/ui/toast-provider';
import { MEDIA_MESSAGES, type FileAsset } from './media-words';

/**
 * Deleting a file: asked for, confirmed, then sent. A file content uses is refused by the server (409); its
 * message, naming where, stays on the screen until dismissed or the next delete.
 */
export function useDeleteFile() {
  const toast = useToast();
  const [deleteFile] = useDeleteFileMutation();
  // The file asked about stays while the dialog closes, so its text does not change as it fades out.
  const [target, setTarget] = useState<FileAsset | null>(null);
  const [asking, setAsking] = useState(false);
  // Kept after a success, so the row says 'Deleting...' until the refreshed list drops it.
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setBusyId(target._id);
    setProblem(null);
    try {
      await deleteFile(target._id).unwrap();
      toast(FILE_DELETED);
    } catch (e) {
      setBusyId(null);
      setProblem(serverMessageOr(e, MEDIA_MESSAGES.deleteFailed));
    }
    setAsking(false);
  };

  return {
    target,
    asking,
    ask: (file: FileAsset) => {
      setTarget(file);
      setAsking(true);
    },
    cancel: () => setAsking(false),
    confirm,
    busyId,
    problem,
    dismiss: () => setProblem(null),
  };
}
