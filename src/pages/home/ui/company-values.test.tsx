import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/test';
import { CompanyValues } from './company-values';

const TITLES = ['Learners First', 'Learn by Doing', 'Honest Guidance', 'Excellence in Teaching', 'Access for Everyone'];

function expanded(): string[] {
  return TITLES.filter((t) => screen.getByRole('button', { name: t }).getAttribute('aria-expanded') === 'true');
}

describe('CompanyValues accordion', () => {
  it('lists five values with the first one open', () => {
    renderWithProviders(<CompanyValues />);
    expect(screen.getByRole('heading', { name: 'Our Values', level: 2 })).toBeInTheDocument();
    for (const t of TITLES) expect(screen.getByRole('button', { name: t })).toBeInTheDocument();
    expect(expanded()).toEqual(['Learners First']);
    expect(screen.getByText(/Every decision starts with one question/)).toBeVisible();
  });

  it('keeps one item open at a time', () => {
    renderWithProviders(<CompanyValues />);
    fireEvent.click(screen.getByRole('button', { name: 'Honest Guidance' }));
    expect(expanded()).toEqual(['Honest Guidance']);
    fireEvent.click(screen.getByRole('button', { name: 'Access for Everyone' }));
    expect(expanded()).toEqual(['Access for Everyone']);
  });

  it('closes the open item when it is clicked', () => {
    renderWithProviders(<CompanyValues />);
    fireEvent.click(screen.getByRole('button', { name: 'Learners First' }));
    expect(expanded()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Learners First' }));
    expect(expanded()).toEqual(['Learners First']);
  });

  it('is operable by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CompanyValues />);
    screen.getByRole('button', { name: 'Learn by Doing' }).focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['Learn by Doing']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });
});
