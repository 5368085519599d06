/* global window, document */
// Applies the stored theme before first paint (the CSP forbids inline scripts, so this is a file).
// The key and values mirror src/lib/theme.ts.
(function () {
  try {
    var stored = window.localStorage.getItem('inkwell-theme');
    var choice = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark =
      choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage can be unavailable (private mode); the app applies the theme once it starts.
  }
})();
