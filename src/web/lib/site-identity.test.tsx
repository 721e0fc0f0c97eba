// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SITE_IDENTITY, SITE_IDENTITY_ELEMENT_ID } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider, useSiteIdentity } from './site-identity';

function Shown() {
  return <p>{JSON.stringify(useSiteIdentity())}</p>;
}

function putInPage(json: string) {
  const script = document.createElement('script');
  script.id = SITE_IDENTITY_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = json;
  document.body.append(script);
}

afterEach(() => {
  cleanup();
  document.getElementById(SITE_IDENTITY_ELEMENT_ID)?.remove();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('useSiteIdentity', () => {
  it('reads the identity the server put in the page', () => {
    putInPage(JSON.stringify(SCHOOL_SITE));
    render(<Shown />);
    expect(screen.getByText(JSON.stringify(SCHOOL_SITE))).toBeInTheDocument();
  });

  it('has none in a page without one, or with one it cannot read', () => {
    render(<Shown />);
    expect(screen.getByText(JSON.stringify(NO_SITE_IDENTITY))).toBeInTheDocument();
    cleanup();
    putInPage('{"supportEmail": ');
    render(<Shown />);
    expect(screen.getByText(JSON.stringify(NO_SITE_IDENTITY))).toBeInTheDocument();
  });

  it('renders for the identity it is given (the server renders pages so)', () => {
    putInPage(JSON.stringify(NO_SITE_IDENTITY));
    render(
      <SiteIdentityProvider value={SCHOOL_SITE}>
        <Shown />
      </SiteIdentityProvider>,
    );
    expect(screen.getByText(JSON.stringify(SCHOOL_SITE))).toBeInTheDocument();
  });

  // Last: what it loads stays for the module's life, as in the app.
  it('asks /config.json on the dev server, whose pages carry none', async () => {
    vi.stubEnv('MODE', 'development');
    const fetch = vi.fn(() =>
      Promise.resolve(
        Response.json({ apiUrl: null, anonKey: 'anon', site: SCHOOL_SITE }, { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Shown />);
    expect(await screen.findByText(JSON.stringify(SCHOOL_SITE))).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/config.json', expect.anything());
  });
});
