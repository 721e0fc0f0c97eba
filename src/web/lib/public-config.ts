import { readPublicConfig, type PublicConfig } from '@domain/public-config';

/**
 * Asks the server where the API lives (GET /config.json). Without an answer the app runs in
 * the spec's demo mode: pages work, auth and data calls report that no backend is connected.
 */
export async function fetchPublicConfig(): Promise<PublicConfig | null> {
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return readPublicConfig(await response.json());
  } catch {
    return null;
  }
}
