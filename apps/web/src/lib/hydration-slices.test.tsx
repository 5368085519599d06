import { render, screen } from '@testing-library/preact';
import { useId, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { afterSlices, HydrationSlice, hydrateInSlices } from './hydration-slices';

/** A part of a page with an id of its own (shown, so a different id on hydration would show) and a counter. */
function Part({ name }: { name: string }) {
  const id = useId();
  const [presses, setPresses] = useState(0);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <p>id {id}</p>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        {name} pressed {presses}
      </button>
    </section>
  );
}

/** What the prerender writes has the same ids with or without slices: a slice calls no useId. */
function Page({ sliced }: { sliced: boolean }) {
  const slice = (child: ReactNode) => (sliced ? <HydrationSlice>{child}</HydrationSlice> : child);
  return (
    <div>
      <Part name="Top" />
      {slice(<Part name="Middle" />)}
      {slice(<Part name="Bottom" />)}
    </div>
  );
}

const press = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} pressed`) }).click();
const pressed = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name} pressed`) }).textContent;

afterEach(() => document.body.replaceChildren());

describe('HydrationSlice', () => {
  it('hydrates its part after the rest of the page, keeping the prerendered markup and its ids', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page sliced={false} />);
    document.body.append(container);
    const prerendered = container.innerHTML;
    const middle = screen.getByRole('button', { name: /^Middle/ });

    hydrateInSlices(() => hydrateRoot(container, <Page sliced />));
    await Promise.resolve();
    press('Top');
    press('Middle');
    await Promise.resolve();
    expect(pressed('Top')).toBe('Top pressed 1');
    // Not hydrated yet: the prerendered button is there, without its handler.
    expect(pressed('Middle')).toBe('Middle pressed 0');

    await afterSlices();
    press('Middle');
    press('Bottom');
    await screen.findByText('Bottom pressed 1');
    expect(pressed('Middle')).toBe('Middle pressed 1');
    // The same nodes, adopted rather than drawn again, and every id as the prerender wrote it.
    expect(screen.getByRole('button', { name: /^Middle/ })).toBe(middle);
    expect(container.innerHTML).toBe(
      prerendered
        .replace('Top pressed 0', 'Top pressed 1')
        .replace(/(Middle|Bottom) pressed 0/g, '$1 pressed 1'),
    );
  });

  it('is its child at once where the app draws the page', () => {
    render(<Page sliced />);
    press('Bottom');
    expect(screen.getByRole('heading', { name: 'Bottom' })).toBeInTheDocument();
  });
});
