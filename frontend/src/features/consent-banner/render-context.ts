// What the server's render knows of the request (shared/contract/server-render.ts): the visitor's consent that holds
// now, so the page's layout renders the cookie banner asking, or only its "Cookie settings" button, in the HTML
// itself (ADR 0042). Absent where the app runs in the browser alone (`npm run dev` on the mocks, Storybook): the
// banner then reads the visitor's choice itself (consent-banner.tsx).
import { createContext, useContext } from 'react';
import type { RenderContext } from '@shared/contract/server-render';

export const RenderContextValue = createContext<RenderContext | null>(null);

/** The server render's context, or null in the browser. */
export const useRenderContext = () => useContext(RenderContextValue);
