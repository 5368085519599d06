/* global window, document */
// Applies what the visitor stored before the first paint (the CSP forbids inline scripts, so this
// is a file): the theme, whose key and values mirror src/lib/theme.ts, and whether the cookie
// banner was answered, which hides the banner a prerendered page holds (decision 020) until the
// app removes it; the cookie is `cookie_accepted_<product slug>` (src/lib/cookies.ts).
(function () {
  var root = document.documentElement;
  try {
    var stored = window.localStorage.getItem('inkwell-theme');
    var choice = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark =
      choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage can be unavailable (private mode); the app applies the theme once it starts.
  }
  if (/(?:^|;\s*)cookie_accepted_[\w-]+=(?:true|false)(?:;|$)/.test(document.cookie))
    root.dataset.cookieConsent = 'answered';
})();
