import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAGE_COPY, type PageCopyRevisionDto, type SiteSettingsDto } from '@contract';
import { answerFetches, recordSent, renderWithProviders, type SentRequest, siteSettingsDto } from '@/shared/lib/test';
import { AdminSettingsPage } from './admin-settings-page';

// The settings page renders five forms: on a CI machine also running the browser tests it takes seconds.
jest.setTimeout(60_000);

const sent: SentRequest[] = [];
let settings: SiteSettingsDto;
let revisions: PageCopyRevisionDto[];

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/site-settings' && request.method === 'GET') return Response.json(settings);
  if (pathname === '/api/admin/site-settings/copy/revisions') return Response.json(revisions);
  if (pathname !== '/api/admin/site-settings/copy') throw new Error(`unexpected request ${request.method} ${pathname}`);
  const body = (await recordSent(sent, request, pathname)) as { copy: typeof DEFAULT_PAGE_COPY };
  const version = settings.copy.version + 1;
  settings = siteSettingsDto({ ...settings, copy: { copy: body.copy, custom: true, version, updatedAt: '2026-11-29T05:00:00.000Z' } });
  revisions = [{ version, savedAt: '2026-11-29T05:00:00.000Z', copy: body.copy }, ...revisions];
  return Response.json(settings);
});

const EARLIER = { ...DEFAULT_PAGE_COPY, aboutVision: 'An earlier vision.\n\nIn two paragraphs.' };
const CURRENT = { ...DEFAULT_PAGE_COPY, aboutVision: 'The vision saved last.', homeCtaTitle: 'Call us today' };

beforeEach(() => {
  sent.length = 0;
  settings = siteSettingsDto({ copy: { copy: CURRENT, custom: true, version: 2, updatedAt: '2026-11-28T05:00:00.000Z' } });
  revisions = [
    { version: 2, savedAt: '2026-11-28T05:00:00.000Z', copy: CURRENT },
    { version: 1, savedAt: '2026-11-27T05:00:00.000Z', copy: EARLIER },
  ];
});

const form = async () => within(await screen.findByRole('form', { name: 'Page texts' }));

describe('the page texts in Site settings', () => {
  it('edits a text, restores another to the original, and saves every text with the version seen', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const texts = await form();
    const mission = texts.getByRole('textbox', { name: 'Our Mission' });
    expect(mission).toHaveValue(DEFAULT_PAGE_COPY.aboutMission);
    await user.clear(mission);
    await user.paste('To make every learner job-ready.');
    // Only a changed text offers to go back to the original.
    expect(texts.queryByRole('button', { name: 'Restore the original text of Home page: Values introduction' })).not.toBeInTheDocument();
    await user.click(texts.getByRole('button', { name: 'Restore the original text of Home page: Closing call to action: heading' }));
    expect(texts.getByRole('textbox', { name: 'Closing call to action: heading' })).toHaveValue(DEFAULT_PAGE_COPY.homeCtaTitle);

    await user.click(texts.getByRole('button', { name: 'Save page texts' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      copy: { ...CURRENT, aboutMission: 'To make every learner job-ready.', homeCtaTitle: DEFAULT_PAGE_COPY.homeCtaTitle },
      version: 2,
    });
    expect(await screen.findByText('Saved: the home and about pages now show these texts.')).toBeInTheDocument();
  });

  it('loads an earlier version into the form with its preview, and saving brings it back', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const texts = await form();
    const versions = await texts.findByRole('combobox', { name: 'Earlier versions' });
    // The current version is not offered as an earlier one.
    await waitFor(() => expect(within(versions).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(versions, '1');
    await user.click(texts.getByRole('button', { name: 'Load this version' }));
    expect(texts.getByRole('textbox', { name: 'Our Vision' })).toHaveValue(EARLIER.aboutVision);
    // The preview shows the paragraphs as the page will.
    expect(texts.getByText('An earlier vision.')).toBeInTheDocument();
    expect(texts.getByText('In two paragraphs.')).toBeInTheDocument();
    expect(texts.getByRole('button', { name: 'Hide the preview' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(texts.getByRole('button', { name: 'Save page texts' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ copy: EARLIER, version: 2 });
  });

  it('says at the field what is wrong, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const texts = await form();
    const founded = texts.getByRole('textbox', { name: 'Year founded' });
    await user.clear(founded);
    await user.click(texts.getByRole('button', { name: 'Save page texts' }));
    expect(founded).toHaveAccessibleDescription('Year founded is required.');
    expect(sent).toHaveLength(0);
  });
});
