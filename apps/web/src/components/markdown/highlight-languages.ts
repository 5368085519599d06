import dart from 'highlight.js/lib/languages/dart';
import elixir from 'highlight.js/lib/languages/elixir';
import haskell from 'highlight.js/lib/languages/haskell';
import powershell from 'highlight.js/lib/languages/powershell';
import scala from 'highlight.js/lib/languages/scala';
import { common } from 'lowlight';

/**
 * The grammars answers are highlighted with: lowlight's common set plus the AI Code languages
 * it lacks (the contract's `CODE_LANGUAGES[].highlight`), so every language the tool offers is
 * coloured. Loaded with the markdown chunk only.
 */
export const highlightLanguages = { ...common, dart, elixir, haskell, powershell, scala };
