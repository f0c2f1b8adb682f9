import { useState } from 'react';
import type { components } from '@shared/contract/schema';
import { IMAGE_UPLOADED } from '@shared/contract/media';
import { serverMessageOr } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { imageFileProblem } from './image-file';
import { useUploadImageMutation } from './media-api';

type FileAsset = components['schemas']['FileAsset'];

export const UPLOAD_FAILED = 'Failed to upload image';

/**
 * Checks a chosen image and stores it in the media library. Resolves to the stored file, or null when it was
 * refused here or by the server; `problem` then says why (the server's own message when it gave one).
 */
export function useImageUpload() {
  const [uploadImage, { isLoading }] = useUploadImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  const upload = async (file: File): Promise<FileAsset | null> => {
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return null;
    try {
      const stored = await uploadImage(file).unwrap();
      toast(IMAGE_UPLOADED);
      return stored;
    } catch (e) {
      setProblem(serverMessageOr(e, UPLOAD_FAILED));
      return null;
    }
  };

  return { upload, uploading: isLoading, problem };
}
