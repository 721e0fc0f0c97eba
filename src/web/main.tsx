import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { fetchPublicConfig } from './lib/public-config';
import { applyRememberedDisplayPreferences } from './lib/preferences';
import { initSupabase } from './lib/supabase';
import './styles.css';

async function start(): Promise<void> {
  applyRememberedDisplayPreferences();
  initSupabase(await fetchPublicConfig());
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
