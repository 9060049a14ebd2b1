// Apply the saved theme before first paint (no flash of the wrong theme). A file, not an inline script,
// so the Content-Security-Policy can forbid inline scripts.
/* global window, document */
(function () {
  try {
    var t = localStorage.getItem('theme');
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage blocked: the page keeps the light theme.
  }
})();
