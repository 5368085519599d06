import { screen } from '@testing-library/preact';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { toast as appToast } from '@/lib/toast';
import { renderWithProviders } from '@/testing/render';

// Files share one module cache, and sonner replays toasts not dismissed to the next Toaster that
// mounts: setup.ts dismisses them after each test, or a later test sees another's toasts (a CI
// run found seven of them counted as list items in an unrelated page's test).
describe('test isolation', () => {
  it('raises a toast while no Toaster is mounted', () => {
    toast('Left over from an earlier test');
  });

  it('shows none of an earlier test’s toasts in a later Toaster', async () => {
    renderWithProviders(<p>A page</p>);
    await appToast.success('This test’s own toast');
    await screen.findByText('This test’s own toast');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Left over from an earlier test')).not.toBeInTheDocument();
  });
});
