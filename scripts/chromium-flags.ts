/**
 * The flags every headless Chromium of the browser tests and the web bench starts with: run as
 * root in a container without a GPU, and quiet (no first-run, sync, update or background
 * traffic, which would also take CPU from the page under test).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  // Headless Chromium renders its own omnibox popups, never shown, in a renderer of their own
  // for every new window: a core's worth of CPU through a page's load on a small machine.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
