import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SidebarTooltip from './sidebar-tooltip';

describe('a collapsed sidebar’s tooltip', () => {
  it('shows the label beside a rail link that has keyboard focus, and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(
      <SidebarTooltip tooltip="Configurations">
        <a href="/user/settings-payments">C</a>
      </SidebarTooltip>,
    );
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Configurations');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
