/** SPEC §9 timings of the daily challenge page. */
export const LOADING_DELAY_MS = 1000;
export const START_DELAY_MS = 1000;
export const COUNTDOWN_REFRESH_MS = 1000;
/** SPEC §9: the code preview shows this many characters of the starter code. */
export const CODE_PREVIEW_LENGTH = 200;
