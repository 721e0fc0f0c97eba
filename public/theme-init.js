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
})();
