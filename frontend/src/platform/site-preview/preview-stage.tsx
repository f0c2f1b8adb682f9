import type { ReactNode } from 'react';
import type { InitialEntry } from '@shared/contract/initial-data';
import { AppProviders } from '@/app/app-providers';
import { SiteTheme } from '@/platform/site-settings/site-theme';
import { PreviewFrame } from './preview-frame';
import { PreviewRouter } from './preview-router';
import { usePreviewStore } from './use-preview-store';

export type PreviewDevice = 'desktop' | 'phone';

/** The widths the preview lays the page out at, and the frames' names. */
export const PREVIEW_DEVICES: Record<PreviewDevice, { label: string; width: number; title: string }> = {
  desktop: { label: 'Desktop', width: 1280, title: 'Preview at desktop width (1280 px)' },
  phone: { label: 'Phone', width: 375, title: 'Preview at phone width (375 px)' },
};

interface PreviewStageProps {
  entries: InitialEntry[];
  device: PreviewDevice;
  route: { path: string; pattern: string };
  children: ReactNode;
}

/** The public components in a frame at the device's width, with a store and a router of their own and the site's theme. */
export function PreviewStage({ entries, device, route, children }: PreviewStageProps) {
  const store = usePreviewStore(entries);
  const { width, title } = PREVIEW_DEVICES[device];
  return (
    <PreviewFrame key={device} title={title} width={width}>
      <AppProviders store={store}>
        <PreviewRouter path={route.path} pattern={route.pattern}>
          <SiteTheme />
          {children}
        </PreviewRouter>
      </AppProviders>
    </PreviewFrame>
  );
}
