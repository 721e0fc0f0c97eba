// Runs before the first paint: same rule as src/web/lib/theme.ts (saved choice, else system).
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  else root.classList.remove('dark');
  root.style.colorScheme = theme;

  // A stored session (same rule as isAuthStorageKey in src/web/lib/supabase.ts): the header
  // keeps a visitor's Sign In out of sight until the app has read it (src/web/app/layout).
  try {
    for (var i = 0; i < window.localStorage.length; i++) {
      if (/^sb-.+-auth-token/.test(window.localStorage.key(i) || '')) {
        root.setAttribute('data-session', 'stored');
        break;
      }
    }
  } catch {
    // Storage that cannot be read: the header shows what the page was rendered with.
  }
})();
