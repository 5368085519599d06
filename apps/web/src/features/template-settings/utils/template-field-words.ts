/** An icon's name in words, for its radio: "chart-line" → "Chart line", "grid-2x2" → "Grid 2x2". */
export function iconLabel(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The placeholder a field's value goes into: `{{topic}}`. */
export const placeholderOf = (name: string) => `{{${name}}}`;

/** "3 runs", "1 run". */
export const runsText = (runs: number) => (runs === 1 ? '1 run' : `${runs.toLocaleString('en-US')} runs`);
