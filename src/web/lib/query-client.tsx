import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The app's one query cache. It loads with the first page or part of the shell that reads data
 * (never with the landing page), and every such part renders under its own provider of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// React Query starts out believing it is online; a page opened offline (the course offline)
// pauses its runs and checks from the start, and sends them when the connection is back.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
