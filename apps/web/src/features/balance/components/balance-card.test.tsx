import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { BalanceCard } from './balance-card';

function renderCard(remaining: number, used: number) {
  render(
    <ul>
      <BalanceCard label="AI images" remaining={remaining} used={used} />
    </ul>,
  );
  return screen.getByRole('listitem', { name: 'AI images' });
}

describe('BalanceCard', () => {
  it('shows what is left and how much of the total was used, with a bar that fills as it is used', () => {
    const card = renderCard(120, 30);
    expect(card).toHaveTextContent('120left');
    expect(card).toHaveTextContent('30 of 150 used');
    expect(within(card).getByTestId('usage-bar').firstElementChild).toHaveStyle({ width: '20%' });
  });

  it('says nothing was used yet, without a full bar, when the balance is untouched', () => {
    const card = renderCard(40, 0);
    expect(card).toHaveTextContent('None used yet of 40');
    expect(card).not.toHaveTextContent('0 used');
    expect(within(card).queryByTestId('usage-bar')).not.toBeInTheDocument();
  });

  it('says a purchase adds some when nothing was ever held', () => {
    const card = renderCard(0, 0);
    expect(card).toHaveTextContent('None yet — a purchase adds some');
    expect(within(card).queryByTestId('usage-bar')).not.toBeInTheDocument();
  });
});
