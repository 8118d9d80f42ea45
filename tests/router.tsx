// The react-router-style test harness over the app's own router (src/app/router.tsx): a
// memory history and a first-match route list, so a test renders a page at a URL and sees
// where the page sends the borrower without touching the address bar.
import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { memoryHistory, pathMatches, Router, useLocation } from '../src/app/router';

export { useLocation, useNavigationType } from '../src/app/router';

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries: [string];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries[0]));
  return <Router history={history}>{children}</Router>;
}

interface RouteProps {
  /** A table path, or '*' for any other. */
  path: string;
  element: ReactElement;
}

/** Marks a path's element inside <Routes>; renders nothing by itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/** The element of the first <Route> whose path matches the location. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter(isValidElement) as ReactElement<RouteProps>[];
  const match = routes.find((r) => r.props.path === '*' || pathMatches(pathname, r.props.path));
  return match?.props.element ?? null;
}
