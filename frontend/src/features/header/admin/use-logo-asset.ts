import { useState } from 'react';
import type { ApiErrorShape } from '@/app/api';
import { useToast } from '@/components/ui/toast-provider';
import { useGetActiveLogoQuery } from '@/features/header/header-api';
import { useDeleteLogoMutation, useUploadLogoMutation } from './header-admin-api';
import type { FileAsset } from './header-draft';

const reason = (e: unknown) => (e as Partial<ApiErrorShape> | undefined)?.message || 'Unknown error';

/**
 * The active logo file (GET /files/logo; a missing logo is silently ignored) and its upload and removal, each
 * reporting through a toast with the texts of docs/product/messages.md.
 */
export function useLogoAsset() {
  const toast = useToast();
  const query = useGetActiveLogoQuery();
  const [uploadLogo, uploadState] = useUploadLogoMutation();
  const [deleteLogo, deleteState] = useDeleteLogoMutation();
  // What this screen just did wins over a reload still on its way: an uploaded asset, or null once removed.
  const [latest, setLatest] = useState<FileAsset | null>();
  const missing = (query.error as Partial<ApiErrorShape> | undefined)?.status === 404;
  const asset = latest !== undefined ? (latest ?? undefined) : missing ? undefined : query.data;

  const upload = async (file: File): Promise<FileAsset | null> => {
    try {
      const stored = await uploadLogo(file).unwrap();
      setLatest(stored);
      toast('Logo uploaded successfully!');
      return stored;
    } catch (e) {
      toast(`Failed to upload logo: ${reason(e)}`, { variant: 'danger' });
      return null;
    }
  };

  const remove = async (): Promise<boolean> => {
    try {
      // Pressed before the logo's record arrived: ask for it, rather than report a removal that deleted nothing.
      const target =
        asset ??
        (latest === undefined && !missing
          ? await query
              .refetch()
              .unwrap()
              .catch(() => undefined)
          : undefined);
      if (target) await deleteLogo(target._id).unwrap();
      setLatest(null);
      toast('Logo removed successfully!');
      return true;
    } catch (e) {
      toast(`Failed to remove logo: ${reason(e)}`, { variant: 'danger' });
      return false;
    }
  };

  return { asset, upload, remove, uploading: uploadState.isLoading, removing: deleteState.isLoading };
}
