import { createContext, useContext } from 'react';
import type { Theme } from '@domain/constants';

export interface ThemeState {
  theme: Theme;
  /** One press: flips, saves and switches the root marker. */
  toggleTheme: () => void;
  setTheme: (theme: Theme) => void;
  /** Forgets the saved choice and follows the system's colour scheme again. */
  followSystem: () => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}
