import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customPlanFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { CustomPlanCard } from './custom-plan-card';

function renderCard(onBuy = vi.fn()) {
  renderWithProviders(<CustomPlanCard plan={customPlanFixture} onBuy={onBuy} />);
  return { onBuy, user: userEvent.setup() };
}

const total = () => screen.getByText(/^Total:/).parentElement;

describe('CustomPlanCard', () => {
  it('labels every quantity with its maximum and starts at $0', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Custom' })).toBeInTheDocument();
    const images = screen.getByLabelText('AI images');
    expect(images).toHaveAttribute('min', '0');
    expect(images).toHaveAttribute('max', '900');
    expect(screen.getByText('max 900')).toBeInTheDocument();
    expect(screen.getAllByText('max 42,000')).toHaveLength(2); // chat tokens, characters per speech
    expect(screen.getAllByRole('spinbutton')).toHaveLength(9);
    expect(total()).toHaveTextContent('$0');
  });

  it('caps a value typed over the maximum and prices the capped quantity', async () => {
    const { user } = renderCard();
    const images = screen.getByLabelText('AI images');
    await user.type(images, '99999');
    expect(images).toHaveValue(900);
    expect(total()).toHaveTextContent('$180'); // 900 × $0.20
  });

  it('rejects a minus sign, letters and "e"', async () => {
    const { user } = renderCard();
    const minutes = screen.getByLabelText('Minutes per transcription');
    await user.type(minutes, '-1e2x');
    expect(minutes).toHaveValue(12);
    expect(total()).toHaveTextContent('$6'); // 12 × $0.50
  });

  it('updates the live price with two decimals when it is not whole', async () => {
    const { user } = renderCard();
    await user.type(screen.getByLabelText('Code generations'), '3');
    await user.type(screen.getByLabelText('Support requests'), '1');
    expect(total()).toHaveTextContent('$0.55'); // 3 × 0.10 + 1 × 0.25
    await user.clear(screen.getByLabelText('Code generations'));
    expect(total()).toHaveTextContent('$0.25');
  });

  it('passes the chosen quantities to Buy Now, empty fields as 0', async () => {
    const { user, onBuy } = renderCard();
    await user.type(screen.getByLabelText('AI chat tokens'), '1000');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(onBuy).toHaveBeenCalledWith(
      expect.objectContaining({ chatbots_tokens: 1000, ai_image_tokens: 0 }),
    );
  });
});
