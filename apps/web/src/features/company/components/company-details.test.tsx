import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { companyInfoFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { CompanyDetails } from './company-details';

describe('the company details on /contact-us', () => {
  it('are a definition list whose groups hold only a term and its value', async () => {
    renderWithProviders(<CompanyDetails />);
    await screen.findByText(companyInfoFixture.registrationNumber);
    const list = screen.getAllByRole('term')[0]?.closest('dl');
    const groups = Array.from(list?.children ?? []);
    expect(groups).toHaveLength(5);
    for (const group of groups) {
      expect(group.tagName).toBe('DIV');
      expect(Array.from(group.children).map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
  });
});
