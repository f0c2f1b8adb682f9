import { createContext, useContext } from 'react';

/**
 * The document of the admin's preview frame that a public component is rendered into (platform/site-preview),
 * or null on the site itself. What a component does to its document (theme, title, scrolling, following a link)
 * goes to the frame's there, or not at all: a preview never changes the admin's page.
 */
export const PreviewFrameContext = createContext<Document | null>(null);

export const usePreviewFrame = () => useContext(PreviewFrameContext);
