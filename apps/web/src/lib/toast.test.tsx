import { screen } from '@testing-library/preact';
import { useEffect } from 'react';
import { describe, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { toast } from './toast';

function ToastsOnMount() {
  useEffect(() => void toast.success('Your email is confirmed'), []);
  return <p>A page</p>;
}

describe('toast', () => {
  // The Toaster mounts on the first toast; one raised by a page's effect comes before the
  // provider's own effect has run.
  it('shows a toast raised while the page mounts', async () => {
    renderWithProviders(<ToastsOnMount />);
    await screen.findByText('Your email is confirmed');
  });
});
