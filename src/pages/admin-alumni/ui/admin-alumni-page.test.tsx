import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import {
  ALUMNI_QUOTE_SHORT_MESSAGE,
  PARTNER_TAKEN_MESSAGE,
  STORY_CONSENT_MESSAGE,
  type AlumniStoryDto,
  type HiringPartnerDto,
} from '@contract';
import {
  adminCourseDto,
  alumniStoryDto,
  answerFetches,
  dialogClosed,
  gridCells,
  hiringPartnerDto,
  installXhrOverFetch,
  pressInDialog,
  recordSent,
  renderWithProviders,
  type SentRequest,
} from '@/shared/lib/test';
import { AdminAlumniPage } from './admin-alumni-page';

const COURSES = [
  adminCourseDto({ title: 'Data Science' }),
  adminCourseDto({ title: 'MERN Stack' }),
  adminCourseDto({ title: 'Old Course', archived: true, leads: 2 }),
];

const sent: SentRequest[] = [];
const LOGO = `/api/images/${'d'.repeat(64)}-300.webp`;
let stories: AlumniStoryDto[];
let partners: HiringPartnerDto[];

answerFetches(async (request, pathname) => {
  if (request.method === 'GET' && pathname === '/api/admin/alumni/stories') return Response.json(stories);
  if (request.method === 'GET' && pathname === '/api/admin/courses') return Response.json(COURSES);
  if (request.method === 'GET' && pathname === '/api/alumni/partners') return Response.json(partners);
  // The upload (multipart) is not one of the saves this test records.
  if (request.method === 'POST' && pathname === '/api/admin/images') {
    return Response.json({ hash: 'd'.repeat(64), width: 300, height: 300, widths: [300], path: LOGO }, { status: 201 });
  }
  const body = await recordSent(sent, request, pathname);
  if (request.method === 'POST' && pathname === '/api/admin/alumni/stories') {
    const input = body as AlumniStoryDto;
    const course = COURSES.find((c) => c.slug === input.courseSlug);
    const created = alumniStoryDto({ ...input, _id: 'story-new', courseTitle: course?.title ?? null, version: 1 });
    stories = [created, ...stories];
    return Response.json(created, { status: 201 });
  }
  const storyPath = /^\/api\/admin\/alumni\/stories\/([^/]+)$/.exec(pathname);
  if (request.method === 'PUT' && storyPath) {
    const current = stories.find((s) => s._id === storyPath[1]);
    if (!current) return Response.json({ message: 'Alumni story not found.' }, { status: 404 });
    if ((body as { version?: number }).version !== current.version) {
      return Response.json({ message: 'This alumni story was changed by someone else since you opened it.' }, { status: 409 });
    }
    const saved = { ...current, ...(body as Partial<AlumniStoryDto>), version: current.version + 1 };
    stories = stories.map((s) => (s._id === current._id ? saved : s));
    return Response.json(saved);
  }
  if (request.method === 'DELETE' && storyPath) {
    stories = stories.filter((s) => s._id !== storyPath[1]);
    return Response.json({ message: 'Alumni story deleted.' });
  }
  if (request.method === 'POST' && pathname === '/api/admin/alumni/partners') {
    const { name } = body as { name: string };
    if (partners.some((p) => p.name.toLowerCase() === name.trim().toLowerCase())) {
      return Response.json({ message: PARTNER_TAKEN_MESSAGE, fieldErrors: { name: PARTNER_TAKEN_MESSAGE } }, { status: 409 });
    }
    const partner = hiringPartnerDto({ _id: `partner-${partners.length + 1}`, name: name.trim() });
    partners = [partner, ...partners];
    return Response.json(partner, { status: 201 });
  }
  const logoPath = /^\/api\/admin\/alumni\/partners\/([^/]+)\/logo$/.exec(pathname);
  if (request.method === 'PUT' && logoPath) {
    partners = partners.map((p) => (p._id === logoPath[1] ? { ...p, logo: (body as { logo: string }).logo } : p));
    return Response.json(partners.find((p) => p._id === logoPath[1]));
  }
  const partnerPath = /^\/api\/admin\/alumni\/partners\/([^/]+)$/.exec(pathname);
  if (request.method === 'DELETE' && partnerPath) {
    partners = partners.filter((p) => p._id !== partnerPath[1]);
    return Response.json({ message: 'Hiring partner removed.' });
  }
  throw new Error(`unexpected request ${request.method} ${pathname}`);
});

beforeEach(() => {
  stories = [
    alumniStoryDto({ _id: 'story-1', name: 'Lakshmi Prasanna', version: 3 }),
    alumniStoryDto({
      _id: 'story-2',
      name: 'Anusha Goud',
      kind: 'placement',
      rating: null,
      courseSlug: 'mern-stack',
      courseTitle: 'MERN Stack',
      published: false,
      sample: true,
      consent: null,
    }),
    // Published before consent was recorded: kept off the site (issue 41).
    alumniStoryDto({ _id: 'story-3', name: 'Home Page Only', courseSlug: null, courseTitle: null, consent: null }),
  ];
  partners = [
    hiringPartnerDto({ _id: 'partner-1', name: 'Madhapur Analytics' }),
    hiringPartnerDto({ _id: 'partner-2', name: 'Charminar Data Labs', sample: true }),
  ];
});
afterEach(() => {
  sent.length = 0;
});

jest.setTimeout(60_000);

/** Types text into a field at once (typing it key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function renderPage() {
  renderWithProviders(<AdminAlumniPage />, { route: '/admin/alumni' });
  // The grid's first render on a busy machine takes more than findBy's default second.
  await screen.findByRole('gridcell', { name: 'Lakshmi Prasanna' }, { timeout: 5000 });
}

describe('AdminAlumniPage', () => {
  it('lists every story with its kind, course, whether it is published, its consent and whether it is a sample; and the partners', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alumni outcomes' })).toBeInTheDocument();
    expect(gridCells('Lakshmi Prasanna').slice(0, 6)).toEqual([
      'Testimonial',
      'Lakshmi Prasanna',
      'Data Science',
      'Yes',
      '2026-02-27',
      'No',
    ]);
    expect(gridCells('Anusha Goud').slice(0, 6)).toEqual(['Placement story', 'Anusha Goud', 'MERN Stack', 'No', '–', 'Yes']);
    expect(gridCells('Home Page Only').slice(2, 6)).toEqual(['Not tied to a course', 'Hidden: no consent', 'Not recorded', 'No']);
    const list = await screen.findByRole('list', { name: 'Hiring partners' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Madhapur AnalyticsLogoRemove', 'Charminar Data LabsSampleLogoRemove']);
  });

  it('adds a story from the dialog: the course is one of the catalogue, the rating only for a testimonial', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add story' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alumni story' });

    // Nothing is sent while the form says what is missing, at each field.
    await user.click(within(dialog).getByRole('button', { name: 'Add story' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Quote is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const courseSelect = within(dialog).getByRole('combobox', { name: 'Course' });
    expect(
      within(courseSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not tied to a course', 'Data Science', 'MERN Stack', 'Old Course (archived)']);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Venkat Ramana');
    await user.selectOptions(courseSelect, 'data-science');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Batch/ }), 'Mar 2026 weekend batch');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Role/ }), 'ML Engineer');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Company/ }), 'Kondapur Systems');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Quote/ }), 'Too short');
    await user.tab();
    expect(await within(dialog).findByText(ALUMNI_QUOTE_SHORT_MESSAGE)).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Quote/ }), ': the weekly mock interviews made the real ones routine.');

    // A placement story has no stars; a testimonial may.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Kind/ }), 'placement');
    expect(within(dialog).queryByRole('combobox', { name: /^Rating/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Kind/ }), 'testimonial');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Rating/ }), '4');

    // Published, a real story needs the learner's written consent (issue 41): said at the consent, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add story' }));
    const consentDay = within(dialog).getByLabelText(/^Consent given on/);
    await waitFor(() => expect(consentDay).toHaveAccessibleDescription(STORY_CONSENT_MESSAGE));
    expect(sent).toEqual([]);
    fireEvent.change(consentDay, { target: { value: '2026-03-01' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Consent given by/ }), 'email');
    await user.click(within(dialog).getByRole('button', { name: 'Add story' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alumni story' })).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/alumni/stories',
        body: {
          kind: 'testimonial',
          name: 'Venkat Ramana',
          courseSlug: 'data-science',
          batch: 'Mar 2026 weekend batch',
          role: 'ML Engineer',
          company: 'Kondapur Systems',
          quote: 'Too short: the weekly mock interviews made the real ones routine.',
          rating: 4,
          published: true,
          sample: false,
          consent: { date: '2026-03-01', form: 'email' },
          photo: '',
        },
      },
    ]);
    expect(await screen.findByRole('gridcell', { name: 'Venkat Ramana' })).toBeInTheDocument();
  });

  it('shows a save over another admin’s change as a conflict, and reloads their version to edit it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit the story of Lakshmi Prasanna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alumni story' });
    expect(within(dialog).getByRole('combobox', { name: /^Rating/ })).toHaveValue('5');
    // Another admin saves the story meanwhile.
    stories = stories.map((s) => (s._id === 'story-1' ? { ...s, role: 'Senior Data Scientist', version: 4 } : s));

    const role = within(dialog).getByRole('textbox', { name: /^Role/ });
    await user.clear(role);
    await fill(user, role, 'Lead Data Scientist');
    await user.click(within(dialog).getByRole('button', { name: 'Save story' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This alumni story was changed by someone else since you opened it.');
    expect(sent.map((s) => [s.method, (s.body as { version: number }).version])).toEqual([['PUT', 3]]);

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Role/ })).toHaveValue('Senior Data Scientist'));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Role/ }));
    await fill(user, within(dialog).getByRole('textbox', { name: /^Role/ }), 'Lead Data Scientist');
    await user.click(within(dialog).getByRole('button', { name: 'Save story' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit alumni story' })).not.toBeInTheDocument());
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/alumni/stories/story-1',
      body: { role: 'Lead Data Scientist', version: 4 },
    });
  });

  it('deletes a story only after confirmation, for the version the admin saw', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete the story of Anusha Goud' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete alumni story' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete the story of Anusha Goud' }));
    await pressInDialog(user, 'Delete alumni story', 'Delete');
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Anusha Goud' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/admin/alumni/stories/story-2', body: null, ifMatch: '"1-story-2"' }]);
  });

  it('adds a hiring partner (a name already listed is refused at the field) and removes one after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await fill(user, name, 'madhapur analytics');
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText(PARTNER_TAKEN_MESSAGE)).toBeInTheDocument();
    await user.clear(name);
    await fill(user, name, 'Kondapur Systems');
    await user.keyboard('{Enter}');
    const list = screen.getByRole('list', { name: 'Hiring partners' });
    expect(await within(list).findByText('Kondapur Systems')).toBeInTheDocument();
    expect(name).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Charminar Data Labs' }));
    await pressInDialog(user, 'Remove hiring partner', 'Remove');
    await waitFor(() => expect(within(list).queryByText('Charminar Data Labs')).not.toBeInTheDocument());
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/admin/alumni/partners',
      'POST /api/admin/alumni/partners',
      'DELETE /api/admin/alumni/partners/partner-2',
    ]);
  });

  it("sets a partner's logo from an upload, which the list then shows", async () => {
    const restoreXhr = installXhrOverFetch(() => undefined);
    try {
      const user = userEvent.setup({ delay: null });
      await renderPage();
      await user.click(screen.getByRole('button', { name: 'Logo of Madhapur Analytics' }));
      const dialog = await screen.findByRole('dialog', { name: 'Logo of Madhapur Analytics' });
      expect(within(dialog).getByText('No logo: the home page shows the name.')).toBeInTheDocument();
      const png = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }) as unknown as File;
      await user.upload(within(dialog).getByLabelText('Upload a picture'), png);
      expect(await within(dialog).findByRole('img', { name: 'Logo of Madhapur Analytics' })).toHaveAttribute('src', LOGO);
      await user.click(within(dialog).getByRole('button', { name: 'Save logo' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Logo of Madhapur Analytics' })).not.toBeInTheDocument());
      expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([['PUT', '/api/admin/alumni/partners/partner-1/logo', { logo: LOGO }]]);
      const list = screen.getByRole('list', { name: 'Hiring partners' });
      await waitFor(() => expect(list.querySelector(`img[src="${LOGO}"]`)).not.toBeNull());
    } finally {
      restoreXhr();
    }
  });
});
