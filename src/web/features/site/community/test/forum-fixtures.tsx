import type { Session } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthDialogContext, type AuthDialogState } from '@web/lib/auth-dialog';
import { SessionContext } from '@web/lib/session';

// The forum's pages rendered as the app does; their data is in @web/test/community-fixtures.

export const authDialog = {
  mode: null,
  openError: null,
  openNotice: null,
  returnTo: null,
  open: vi.fn(),
  close: vi.fn(),
} satisfies AuthDialogState;

/** Renders `element` at `path` (pattern `route`) with a query cache, a session and the dialog. */
export function renderAt(
  element: ReactElement,
  { route, path, userId }: { route: string; path: string; userId: string | null },
) {
  const session = userId ? ({ user: { id: userId } } as unknown as Session) : null;
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider
        value={{ session, ready: true, signOut: () => Promise.resolve(), signedOutHere: false }}
      >
        <AuthDialogContext.Provider value={authDialog}>
          <RouterProvider router={router} />
        </AuthDialogContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}
