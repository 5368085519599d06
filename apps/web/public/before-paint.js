/* global window, document, requestAnimationFrame, Element */
// Runs before the first paint (the CSP forbids inline scripts, so this is a file):
// - applies the stored theme (key and values mirror src/lib/theme.ts);
// - marks an answered cookie banner, so CSS hides the one a prerendered page holds until the app
//   removes it (the cookie is `cookie_accepted_<product slug>`, src/lib/cookies.ts);
// - marks a sidebar the user collapsed (the `sidebar_state` cookie, src/components/ui/sidebar.tsx),
//   so CSS draws the /user placeholder with the narrow sidebar (decision 024);
// - on a prerendered page, holds the last button pressed before the app has hydrated it and
//   presses it again when the app is ready (APP_READY_EVENT of src/lib/hydration.ts);
// - on a prerendered page, asks for the app's code once the page is drawn: its module script and
//   preloads wait in <template id="app-after-paint"> (decision 020).
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
  if (/(?:^|;\s*)sidebar_state=false(?:;|$)/.test(document.cookie)) root.dataset.sidebar = 'collapsed';

  // Links keep their own behaviour (a full navigation); a form's submit buttons are inert until
  // the app is ready (HydratedFieldset), so only other buttons are held.
  var held = null;
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (button && !(button.form && button.type === 'submit')) held = button;
  }
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'inkwell:app-ready',
    function () {
      document.removeEventListener('click', hold, true);
      // Hydration adopts the prerendered nodes; where the app drew the page anew (the /user
      // placeholder, decision 024), the button with the same name stands in for the one pressed.
      var target = held;
      if (held && !held.isConnected) {
        var name = held.getAttribute('aria-label') || held.textContent.trim();
        target = null;
        var buttons = document.querySelectorAll('#root button');
        for (var i = 0; name && i < buttons.length && !target; i += 1) {
          var other = buttons[i].getAttribute('aria-label') || buttons[i].textContent.trim();
          if (other === name) target = buttons[i];
        }
      }
      if (target && !target.disabled) target.click();
      held = null;
    },
    { once: true },
  );

  function loadApp() {
    var template = document.getElementById('app-after-paint');
    // A clone, not the template's own nodes: those were made by the parser and would not run.
    if (template) document.head.appendChild(document.importNode(template.content, true));
    else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', loadApp);
  }
  // A hidden tab draws no frames: there the app loads once the page is parsed.
  if (document.visibilityState === 'hidden') document.addEventListener('DOMContentLoaded', loadApp);
  else
    requestAnimationFrame(function () {
      setTimeout(loadApp);
    });
})();
