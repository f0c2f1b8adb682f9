import { createContext, useContext, type ReactNode } from 'react';
import type { components } from '@shared/contract/schema';

type RichTextDocument = components['schemas']['RichTextDocument'];

/** What a rich-text input gets from the translation screen: the document to start from, where it reports, and its language. */
export interface RichTextInputProps {
  /** The id of the element naming the input. */
  labelId: string;
  initial: RichTextDocument;
  onChange: (doc: RichTextDocument) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The editor a rich-text text (an article's body, ADR 0044) is translated with: the kind's own, given by the admin
 * routes, which compose the features (platform/ imports none). Without one the screen edits the document's JSON.
 */
export const RichTextInputContext = createContext<((props: RichTextInputProps) => ReactNode) | undefined>(undefined);

export const useRichTextInput = () => useContext(RichTextInputContext);
