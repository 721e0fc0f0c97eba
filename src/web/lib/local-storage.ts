/** This page's local storage, or null where the browser refuses it (site data blocked). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
