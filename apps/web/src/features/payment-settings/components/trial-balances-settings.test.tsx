import { CAPABILITIES, type TTrialBalances } from '@inkwell/contract';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockPaymentSettingsApi, trialBalancesFixture } from '@/testing/payment-settings';
import { api } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { signIn } from '@/testing/session';
import { TrialBalancesSettings } from './trial-balances-settings';

const LABELS: Record<keyof TTrialBalances, string> = {
  chatbots_tokens: 'AI chat tokens',
  code_generation_tokens: 'Code generations',
  template_generation_tokens: 'Template generations',
  ai_image_tokens: 'AI images',
  text_to_speech_tokens: 'Text-to-speech generations',
  speech_to_text_tokens: 'Speech-to-text transcriptions',
  support_request_sent: 'Support requests',
  text_character_length_limit: 'Characters per text-to-speech request',
  speech_duration_limit: 'Minutes per speech-to-text file',
};

beforeEach(() => {
  signIn({ isAdmin: true });
});

function renderTrial() {
  renderWithProviders(<TrialBalancesSettings />);
  return userEvent.setup();
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return field;
}

const save = () => screen.getByRole('button', { name: 'Save trial balances' });

describe('Trial balances', () => {
  it('shows skeletons, then the nine quantities under their labels', async () => {
    mockPaymentSettingsApi();
    server.use(
      http.get(api('admin/trial-balances/'), async () => {
        await delay(100);
        return HttpResponse.json(trialBalancesFixture);
      }),
    );
    renderTrial();
    expect(screen.getAllByTestId('trial-balance-skeleton')).toHaveLength(9);
    for (const capability of CAPABILITIES) {
      expect(await screen.findByLabelText(LABELS[capability])).toHaveValue(trialBalancesFixture[capability]);
    }
    expect(screen.getByText(/apply to accounts created from now on/)).toBeInTheDocument();
  });

  it('checks every field before saving', async () => {
    const { writes } = mockPaymentSettingsApi();
    const user = renderTrial();
    const images = await replace(user, 'AI images', '');
    const code = await replace(user, 'Code generations', '-1');
    const minutes = await replace(user, 'Minutes per speech-to-text file', '1.5');
    await user.click(save());
    expect(images).toHaveAccessibleDescription('Enter a number.');
    expect(code).toHaveAccessibleDescription('Must be 0 or more.');
    expect(minutes).toHaveAccessibleDescription('Enter a whole number.');
    expect(code).toHaveFocus();
    await replace(user, 'AI images', '200000000');
    expect(images).toHaveAccessibleDescription('Must be at most 100000000.');
    expect(writes).toEqual([]);
  });

  it('saves all nine numbers and says so', async () => {
    const { writes } = mockPaymentSettingsApi();
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = renderTrial();
    await replace(user, 'AI images', '10');
    await replace(user, 'Characters per text-to-speech request', '2500');
    await user.click(save());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Trial balances saved'));
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/trial-balances/',
        body: { ...trialBalancesFixture, ai_image_tokens: 10, text_character_length_limit: 2500 },
      },
    ]);
  });

  it('shows the server’s field errors on the fields', async () => {
    mockPaymentSettingsApi();
    server.use(
      http.put(api('admin/trial-balances/'), () =>
        HttpResponse.json({ support_request_sent: ['Must be at most 1000.'] }, { status: 400 }),
      ),
    );
    const success = vi.spyOn(toast, 'success').mockReturnValue(1);
    const user = renderTrial();
    await replace(user, 'Support requests', '5000');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByLabelText('Support requests')).toHaveAccessibleDescription('Must be at most 1000.'),
    );
    expect(success).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field above the form, in words, not as a toast', async () => {
    mockPaymentSettingsApi();
    server.use(
      http.put(api('admin/trial-balances/'), () =>
        HttpResponse.json({ detail: 'Only admins can change this.' }, { status: 403 }),
      ),
    );
    const error = vi.spyOn(toast, 'error').mockReturnValue(1);
    const user = renderTrial();
    await replace(user, 'Support requests', '7');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only admins can change this.');
    // In words, not the answer's JSON (a toast of an earlier test may still be fading out).
    expect(alert).not.toHaveTextContent(/detail:/);
    expect(error).not.toHaveBeenCalled();
  });

  it('offers a retry when the trial balances cannot be loaded', async () => {
    mockPaymentSettingsApi();
    let fail = true;
    server.use(
      http.get(api('admin/trial-balances/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Down.' }, { status: 503 })
          : HttpResponse.json(trialBalancesFixture),
      ),
    );
    const user = renderTrial();
    expect(await screen.findByText('We couldn’t load the trial balances.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('AI chat tokens')).toHaveValue(5000);
  });
});
