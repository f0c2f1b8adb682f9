import type { ReactNode } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
} from 'react-router-dom';

const TOP_ROUTE = { outlet: null, matches: [], isDataRoute: false };

interface PreviewRouterProps {
  /** The URL the previewed page is at (e.g. '/service-details/123'). */
  path: string;
  /** The route pattern it renders under, for pages that read their params. */
  pattern: string;
  children: ReactNode;
}

/**
 * The preview's own router, in memory: the public components route and read the URL inside the preview, never
 * the admin's. React Router refuses a router inside another, so the admin's location and route are hidden first.
 */
export function PreviewRouter({ path, pattern, children }: PreviewRouterProps) {
  return (
    <UNSAFE_DataRouterContext.Provider value={null}>
      <UNSAFE_DataRouterStateContext.Provider value={null}>
        <UNSAFE_LocationContext.Provider value={null as never}>
          <UNSAFE_RouteContext.Provider value={TOP_ROUTE}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={pattern} element={children} />
              </Routes>
            </MemoryRouter>
          </UNSAFE_RouteContext.Provider>
        </UNSAFE_LocationContext.Provider>
      </UNSAFE_DataRouterStateContext.Provider>
    </UNSAFE_DataRouterContext.Provider>
  );
}
