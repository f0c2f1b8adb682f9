// The upload list's chunk (loaded on demand by case-upload-area.tsx): tus-js-client and everything that uses it.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CASE_UPLOAD_EXTENSIONS, DEFAULT_CASE_UPLOAD_LIMITS } from '@shared/contract/case-files';
import { useGetCaseUploadLimitsQuery } from './booking-api';
import { CaseUploadController } from './case-upload-controller';
import { CaseUploadListView } from './case-upload-list-view';

/** Until GET /case-uploads/limits answers (or when it cannot). */
const DEFAULT_LIMITS = { extensions: [...CASE_UPLOAD_EXTENSIONS], ...DEFAULT_CASE_UPLOAD_LIMITS };

export interface CaseUploadListProps {
  /** Hands the form the list's controller (null when the list leaves): the token and whether the files are done. */
  onReady: (controller: CaseUploadController | null) => void;
}

/** The case-file list wired to its tus controller and the server's limits. */
export function CaseUploadList({ onReady }: CaseUploadListProps) {
  const [controller] = useState(() => new CaseUploadController(`${window.location.origin}/api/case-uploads`));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const { data: limits = DEFAULT_LIMITS } = useGetCaseUploadLimitsQuery();
  useEffect(() => controller.setLimits(limits), [controller, limits]);

  useEffect(() => {
    controller.attach();
    onReady(controller);
    return () => {
      onReady(null);
      controller.detach();
    };
  }, [controller, onReady]);

  return (
    <CaseUploadListView
      snapshot={snapshot}
      limits={limits}
      onFiles={(files) => controller.add(files)}
      onPause={(key) => controller.pause(key)}
      onResume={(key) => controller.resume(key)}
      onDiscard={(key) => void controller.discard(key)}
    />
  );
}
