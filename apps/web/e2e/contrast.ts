import type { Page } from 'playwright-core';

/** The focused element's outline, and the colour it is drawn on (the nearest opaque background). */
export interface FocusIndicator {
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  outline: string;
  background: string;
}

export async function readFocusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    // The outline sits outside the element (outline-offset ≥ 0), on its parent's background.
    let node: HTMLElement | null =
      Number.parseFloat(style.outlineOffset) < 0 ? focused : focused.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      // Only an opaque rgb() counts; a translucent layer (the header's blur) shows what is below.
      const color = getComputedStyle(node).backgroundColor;
      if (color.startsWith('rgb(')) {
        background = color;
        break;
      }
      node = node.parentElement;
    }
    return {
      element: `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 30)}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outline: style.outlineColor,
      background,
    };
  });
}

function channels(color: string): number[] {
  const numbers =
    /rgba?\(([^)]+)\)/
      .exec(color)?.[1]
      ?.split(/[\s,/]+/)
      .map(Number) ?? [];
  if (numbers.length < 3) throw new Error(`Not an rgb() colour: ${color}`);
  return numbers.slice(0, 3);
}

function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
