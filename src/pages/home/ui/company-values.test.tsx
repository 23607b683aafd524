import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAGE_COPY } from '@contract';
import { answerFetches, renderWithProviders, siteSettingsDto } from '@/shared/lib/test';
import { CompanyValues } from './company-values';

let settings = siteSettingsDto();
answerFetches((_request, pathname) => {
  if (pathname === '/api/site/settings') return Response.json(settings);
  throw new Error(`unexpected request ${pathname}`);
});
beforeEach(() => {
  settings = siteSettingsDto();
});

/** Renders the section once the site's texts have come. */
async function renderValues() {
  renderWithProviders(<CompanyValues />);
  await screen.findByRole('button', { name: 'Learners First' });
}

const TITLES = ['Learners First', 'Learn by Doing', 'Honest Guidance', 'Excellence in Teaching', 'Access for Everyone'];

function expanded(): string[] {
  return TITLES.filter((t) => screen.getByRole('button', { name: t }).getAttribute('aria-expanded') === 'true');
}

describe('CompanyValues accordion', () => {
  it('lists five values with the first one open', async () => {
    await renderValues();
    expect(screen.getByRole('heading', { name: 'Our Values', level: 2 })).toBeInTheDocument();
    for (const t of TITLES) expect(screen.getByRole('button', { name: t })).toBeInTheDocument();
    expect(expanded()).toEqual(['Learners First']);
    expect(screen.getByText(/Every decision starts with one question/)).toBeVisible();
  });

  it('keeps one item open at a time', async () => {
    await renderValues();
    fireEvent.click(screen.getByRole('button', { name: 'Honest Guidance' }));
    expect(expanded()).toEqual(['Honest Guidance']);
    fireEvent.click(screen.getByRole('button', { name: 'Access for Everyone' }));
    expect(expanded()).toEqual(['Access for Everyone']);
  });

  it('closes the open item when it is clicked', async () => {
    await renderValues();
    fireEvent.click(screen.getByRole('button', { name: 'Learners First' }));
    expect(expanded()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Learners First' }));
    expect(expanded()).toEqual(['Learners First']);
  });

  it('is operable by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    await renderValues();
    screen.getByRole('button', { name: 'Learn by Doing' }).focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['Learn by Doing']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  it("shows staff's values from Site settings, each title with its text", async () => {
    const homeValues = DEFAULT_PAGE_COPY.homeValues
      .replace('Learners First', 'Students First')
      .replace('Every decision starts', 'Each choice starts');
    settings = siteSettingsDto({ copy: { copy: { ...DEFAULT_PAGE_COPY, homeValues }, custom: true, version: 1, updatedAt: null } });
    renderWithProviders(<CompanyValues />);
    await screen.findByRole('button', { name: 'Students First' });
    expect(screen.queryByRole('button', { name: 'Learners First' })).toBeNull();
    expect(screen.getByText(/^Each choice starts with one question/)).toBeVisible();
  });
});
