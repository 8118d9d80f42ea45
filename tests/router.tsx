// The test harness over react-router-dom's data router: a memory router (createMemoryRouter)
// whose one catch-all route draws the test's elements, so a test renders a page at a URL with
// <Routes>/<Route> as usual and sees where the page sends the borrower without touching the
// address bar. A data router, so that the pages' blockers (a form's leave question) work.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { providerFuture, routerFuture } from '../src/app/app-router';

export { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';

/** The test's elements, so that a re-render with new ones reaches the route that draws them. */
const Elements = createContext<ReactNode>(null);

function TestElements() {
  return useContext(Elements);
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries: [string];
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: TestElements }], {
      initialEntries,
      future: routerFuture,
    }),
  );
  return (
    <Elements value={children}>
      <RouterProvider router={router} future={providerFuture} />
    </Elements>
  );
}
