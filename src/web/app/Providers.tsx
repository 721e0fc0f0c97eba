import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/SessionProvider';
import { ThemeProvider } from '../lib/ThemeProvider';

/** What every page needs; the query cache comes with the pages that read data (router.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <SessionProvider>{children}</SessionProvider>
    </ThemeProvider>
  );
}
