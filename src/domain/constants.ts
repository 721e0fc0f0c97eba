/** Business constants of SPEC §9 that both the server and the web app rely on. */
export const PRODUCT_NAME = 'CodeNest';

export const PASSWORD_MIN_LENGTH = 6;
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export const LANDING_CLAIMS = {
  learners: '50K+',
  languages: 9,
} as const;

export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';
