import { useEffect, useRef } from 'react';
import type { ApiErrorShape } from '@/app/api';
import { useCreateLegalDocumentMutation } from './legal-admin-api';
import type { LegalScreenConfig } from './legal-config';
import type { LegalDocument } from './legal-types';

export interface LegalDocumentState {
  doc?: LegalDocument;
  loading: boolean;
  /** No document existed: the default one is being created, then reloaded. */
  creating: boolean;
  /** The load (or the create) failed: the message of docs/product/messages.md. */
  errorText?: string;
  retry: () => void;
  retrying: boolean;
}

/**
 * The screen's document, read through the public endpoint. When there is none (404), a default document is
 * created and then reloaded (docs/product/states.md).
 */
export function useLegalDocument(config: LegalScreenConfig): LegalDocumentState {
  const query = config.document.useDocument();
  const [create, created] = useCreateLegalDocumentMutation();
  const missing = !query.data && (query.error as ApiErrorShape | undefined)?.status === 404;
  // One create per attempt, even when effects run twice.
  const started = useRef(false);

  useEffect(() => {
    if (!missing || started.current) return;
    started.current = true;
    void create({ kind: config.kind, body: config.defaults });
  }, [missing, create, config]);

  const retry = () => {
    if (created.isError) void create({ kind: config.kind, body: config.defaults });
    else void query.refetch();
  };

  const errorText = created.isError ? config.createFailed : query.isError && !missing ? config.loadFailed : undefined;
  return {
    doc: query.data,
    loading: query.isLoading,
    creating: missing && !created.isError,
    errorText,
    retry,
    retrying: query.isFetching || created.isLoading,
  };
}
