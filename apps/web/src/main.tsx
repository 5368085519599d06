import './lib/zod-config';
import { boot } from './app/boot';
import './styles/globals.css';

const container = document.getElementById('root')!;

// A prerendered page (decision 020) is drawn before the app starts: the browser paints it, then
// the app hydrates it. The empty shell has nothing to draw, so the app starts at once, as it
// does in a tab the visitor is not looking at (no frames are drawn there).
if (container.hasChildNodes() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(() => boot(container)));
} else {
  boot(container);
}
