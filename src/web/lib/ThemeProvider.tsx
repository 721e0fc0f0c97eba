import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '../../domain/constants';
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

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(initialTheme);

  useEffect(() => applyTheme(theme), [theme]);

  // With nothing saved, follow the system when it changes; a saved choice always wins.
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (readSavedTheme() === null) setThemeState(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the saved theme.
  useEffect(() => {
    const onStorage = () => {
      const saved = readSavedTheme();
      if (saved) setThemeState(saved);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    saveTheme(next);
    applyTheme(next);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(() => {
    const next = flipTheme(document.documentElement.classList.contains('dark') ? 'dark' : 'light');
    setTheme(next);
  }, [setTheme]);

  const followSystem = useCallback(() => {
    clearSavedTheme();
    const next = systemTheme();
    applyTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeState>(
    () => ({ theme, toggleTheme, setTheme, followSystem }),
    [theme, toggleTheme, setTheme, followSystem],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
