import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Theme } from '@domain/constants';
import {
  applyTheme,
  clearSavedTheme,
  flipTheme,
  initialTheme,
  readSavedTheme,
  saveTheme,
  systemTheme,
} from './theme';
import { ThemeContext, type ThemeState } from './use-theme';

/*
 * The root element's `dark` marker is the theme: /theme-init.js sets it before the first paint
 * and every change goes through applyTheme. Pages rendered at build time are rendered light; the
 * first render in the browser matches them and the marker's theme follows at once.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const currentTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';
const renderedTheme = (): Theme => 'light';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, currentTheme, renderedTheme);

  // Where /theme-init.js did not run (tests), this applies the saved or system theme.
  useEffect(() => applyTheme(initialTheme()), []);

  // With nothing saved, follow the system when it changes; a saved choice always wins.
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (readSavedTheme() === null) applyTheme(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the saved theme.
  useEffect(() => {
    const onStorage = () => {
      const saved = readSavedTheme();
      if (saved) applyTheme(saved);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    saveTheme(next);
    applyTheme(next);
  }, []);

  const toggleTheme = useCallback(() => setTheme(flipTheme(currentTheme())), [setTheme]);

  const followSystem = useCallback(() => {
    clearSavedTheme();
    applyTheme(systemTheme());
  }, []);

  const value = useMemo<ThemeState>(
    () => ({ theme, toggleTheme, setTheme, followSystem }),
    [theme, toggleTheme, setTheme, followSystem],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
