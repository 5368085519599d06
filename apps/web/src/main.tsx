import './lib/zod-config';
import { boot } from './app/boot';
import { reloadOnStaleBuild } from './lib/reload-on-stale-build';
import './styles/globals.css';

// A chunk of an older build gone after a deploy: reload once onto the new one.
reloadOnStaleBuild();

// On a prerendered page this runs once the page is drawn: before-paint.js asks for it then.
boot(document.getElementById('root')!);
