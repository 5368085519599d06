import { screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reviewsFixture } from '@/testing/fixtures';
import { api } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderWithProviders } from '@/testing/render';
import { ReviewsSection } from './reviews-section';

describe('ReviewsSection', () => {
  it('shows 6 review skeletons while loading', () => {
    renderWithProviders(<ReviewsSection />);
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(6);
  });

  it('renders each review with avatar, name, job, text and a half-star rating', async () => {
    renderWithProviders(<ReviewsSection />);
    expect(await screen.findByText('Amelia Hart')).toBeInTheDocument();
    for (const review of reviewsFixture) {
      const card = screen.getByText(review.name).closest('figure')!;
      expect(within(card).getByText(review.job)).toBeInTheDocument();
      expect(within(card).getByText(review.review)).toBeInTheDocument();
      expect(card.querySelector('img')).toHaveAttribute('src', review.avatar);
    }
    const ratingOf = (name: string) => within(screen.getByText(name).closest('figure')!).getByRole('img');
    expect(ratingOf('Amelia Hart')).toHaveAccessibleName('Rated 5 out of 5'); // 4.8
    expect(ratingOf('Daniel Okafor')).toHaveAccessibleName('Rated 4 out of 5'); // 4.2
    expect(ratingOf('Priya Raman')).toHaveAccessibleName('Rated 4.5 out of 5'); // 4.7
    const sofia = screen.getByText('Sofia Marquez').closest('figure')!;
    const stars = within(sofia).getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect([...stars.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
  });

  it('shows an inline error with Retry instead of an empty section', async () => {
    server.use(http.get(api('users/reviews'), () => HttpResponse.json({ detail: 'no' }, { status: 404 })));
    renderWithProviders(<ReviewsSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the reviews.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
