// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_PREFERENCES_STORAGE_KEY } from '@domain/cookies';
import { CookiesPage } from './CookiesPage';

function renderCookies() {
  const router = createMemoryRouter([{ path: '/cookies', element: <CookiesPage /> }], {
    initialEntries: ['/cookies'],
  });
  return render(<RouterProvider router={router} />);
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const stored = () =>
  JSON.parse(window.localStorage.getItem(COOKIE_PREFERENCES_STORAGE_KEY) ?? 'null') as Record<
    string,
    unknown
  > | null;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cookie preference panel', () => {
  it('starts essential on, analytics on, marketing off, preferences on', () => {
    renderCookies();
    expect(toggle('Essential')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Analytics')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Marketing')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Preferences')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps essential locked and says it is always on', async () => {
    renderCookies();
    const essential = toggle('Essential');
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription(/Always on/);
    await userEvent.click(essential);
    await userEvent.click(screen.getByText('Essential', { selector: 'label' }));
    expect(essential).toHaveAttribute('aria-checked', 'true');
  });

  it('flips the other switches on click', async () => {
    renderCookies();
    await userEvent.click(toggle('Analytics'));
    await userEvent.click(toggle('Marketing'));
    await userEvent.click(toggle('Preferences'));
    expect(toggle('Analytics')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Marketing')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Preferences')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle('Marketing'));
    expect(toggle('Marketing')).toHaveAttribute('aria-checked', 'false');
  });

  it('Save Preferences stores the switches, confirms, and the next visit shows them', async () => {
    renderCookies();
    await userEvent.click(toggle('Analytics'));
    await userEvent.click(toggle('Marketing'));
    expect(stored()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Your cookie preferences have been saved.',
    );
    expect(stored()).toMatchObject({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: true,
    });
    expect(typeof stored()?.savedAt).toBe('string');

    cleanup();
    renderCookies();
    expect(toggle('Analytics')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Marketing')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides the confirmation again once a switch changes after saving', async () => {
    renderCookies();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
    await userEvent.click(toggle('Analytics'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('Accept All Cookies turns everything on and stores it', async () => {
    renderCookies();
    await userEvent.click(toggle('Preferences'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    for (const name of ['Essential', 'Analytics', 'Marketing', 'Preferences']) {
      expect(toggle(name)).toHaveAttribute('aria-checked', 'true');
    }
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your cookie preferences have been saved.',
    );
    expect(stored()).toMatchObject({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
  });

  it('saving with preferences off forgets the stored theme and display choices', async () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('codenest-preferences', '{"compactMode":true}');
    renderCookies();
    await userEvent.click(toggle('Preferences'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(window.localStorage.getItem('codenest-preferences')).toBeNull();
  });

  it('says so when the browser refuses to store the choice', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderCookies();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('status')).toHaveTextContent(/did not let us store your choice/);
    expect(screen.getByRole('status')).not.toHaveTextContent(
      'Your cookie preferences have been saved.',
    );
  });
});
