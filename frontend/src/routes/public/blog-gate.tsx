import type { ReactNode } from 'react';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { NotFoundPage } from './not-found-page';

/**
 * The blog's pages exist while the homepage settings' "Enable Blog" switch is on; with it off they are the
 * not-found page (404), as the feeds are, and admins still write articles for the day it is switched on.
 */
export function BlogGate({ children }: { children: ReactNode }) {
  const { data: settings, isLoading } = useGetHomepageSettingsQuery();
  if (isLoading) return null;
  return settings?.features?.enableBlog ? children : <NotFoundPage />;
}
