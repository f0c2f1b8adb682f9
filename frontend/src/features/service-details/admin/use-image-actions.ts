import { useDeleteServiceDetailImageMutation, useUploadServiceDetailImageMutation } from './service-details-admin-api';
import { newImage, type ImageDraft } from './details-draft';
import { imageFileProblem, MESSAGES, uploadFailureMessage } from './service-details-rules';
import type { Notify } from './use-status-banner';

/** Image upload and removal (docs/product/calls.md), each reported in the status banner. */
export function useImageActions(notify: Notify) {
  const [uploadImage] = useUploadServiceDetailImageMutation();
  const [deleteImage] = useDeleteServiceDetailImageMutation();

  /** Checks and uploads a file; resolves to the new image, or null when it was refused or failed. */
  const upload = async (file: File): Promise<ImageDraft | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      notify(problem, 'danger');
      return null;
    }
    try {
      const stored = await uploadImage(file).unwrap();
      notify(MESSAGES.uploaded);
      return newImage({ url: stored.url, filename: stored.filename });
    } catch (e) {
      notify(uploadFailureMessage(e), 'danger');
      return null;
    }
  };

  /**
   * Deletes the image's file by filename. The caller removes the image from the draft whatever happens:
   * a failed delete only leaves the file behind (docs/product/messages.md).
   */
  const removeFile = async (image: ImageDraft): Promise<void> => {
    if (!image.filename) {
      notify(MESSAGES.removed);
      return;
    }
    try {
      await deleteImage(image.filename).unwrap();
      notify(MESSAGES.removed);
    } catch {
      notify(MESSAGES.removedLocally, 'warning');
    }
  };

  return { upload, removeFile };
}
