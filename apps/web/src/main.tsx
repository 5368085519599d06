import './lib/zod-config';
import { boot } from './app/boot';
import './styles/globals.css';

// On a prerendered page this runs once the page is drawn: before-paint.js asks for it then.
boot(document.getElementById('root')!);
