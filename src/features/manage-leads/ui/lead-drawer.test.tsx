import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDetailDto, LeadEventDto } from '@contract';
import { adminAccountDto, answerFetches, fill, leadDto, renderWithProviders } from '@/shared/lib/test';
import { LeadDrawer } from './lead-drawer';

jest.setTimeout(30_000);

const ID = '0b6f2a1e-6f7e-4a53-9c1b-2f4a5e6d7c8b';
const ADMINS = [adminAccountDto('a1', 'Asha Rao'), adminAccountDto('a2', 'Vikram Shah'), adminAccountDto('a3', 'Former Counsellor', true)];

let lead: LeadDetailDto;
/** The same person from an office e-mail and phone: nothing matches it to the drawer's lead. */
const OFFICE_LEAD = leadDto({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'R. Kumar',
  email: 'r.kumar@corp.example',
  phone: '9700000103',
  interest: 'Java Full Stack',
  createdAt: '2026-11-25T04:30:00.000Z',
});
let sent: { method: string; path: string; body: unknown }[] = [];
let refuse: Response | null = null;
let eventSeq = 0;

function fresh(): LeadDetailDto {
  return {
    ...leadDto({
      id: ID,
      sourcePage: '/courses/data-science',
      utm: { utm_source: 'google', utm_campaign: 'diwali' },
      ownerId: 'a1',
      ownerName: 'Asha Rao',
    }),
    notes: [],
    history: [{ id: 'e0', kind: 'created', fromValue: null, toValue: 'new', actorName: null, createdAt: '2026-11-20T10:00:00.000Z' }],
    files: [],
    tasks: [],
    related: [],
    merges: [],
  };
}

/** What the server does: applies the change, writes its history as the signed-in Asha Rao, answers the detail. */
function record(kind: LeadEventDto['kind'], fromValue: string | null, toValue: string | null) {
  eventSeq += 1;
  lead.history.push({ id: `e${eventSeq}`, kind, fromValue, toValue, actorName: 'Asha Rao', createdAt: '2026-11-21T05:30:00.000Z' });
}

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/admins') return Response.json(ADMINS);
  if (pathname === '/api/admin/lead-pipeline') {
    return Response.json({
      firstContactHours: 2,
      digestAt: '08:30',
      whatsappMessages: [{ label: 'After a missed call', text: 'Hello {name}, we tried to call you about {course}.' }],
      lostReasons: ['Fees', 'Timing', 'Chose another institute'],
      version: 1,
      updatedAt: null,
    });
  }
  if (pathname === `/api/leads/${ID}` && request.method === 'GET') return Response.json(lead);
  if (pathname === '/api/leads' && request.method === 'GET') {
    const search = new URL(request.url).searchParams.get('search');
    sent.push({ method: 'GET', path: `${pathname}?search=${search}`, body: null });
    // The search finds the lead itself too: the dialog leaves it out.
    const items = search === 'kumar' ? [leadDto({ id: ID }), OFFICE_LEAD] : [];
    return Response.json({ items, total: items.length, page: 1, pageSize: 61 });
  }
  if (request.method === 'GET') return Response.json({ message: 'Lead not found.' }, { status: 404 });
  const mergeMatch = new RegExp(`^/api/leads/${ID}/merges/(.+)$`).exec(pathname);
  if (mergeMatch && request.method === 'DELETE') {
    sent.push({ method: 'DELETE', path: pathname, body: null });
    record('unmerged', null, 'R. Kumar · Call back / demo: Java Full Stack');
    lead = { ...lead, related: [], merges: [] };
    return Response.json(lead);
  }
  const body = (await request.json()) as Record<string, unknown>;
  sent.push({ method: request.method, path: pathname, body });
  if (refuse) return refuse;
  if (pathname === `/api/leads/${ID}` && request.method === 'PATCH') {
    if ('status' in body) {
      record('status', lead.status, body.status as string);
      lead = { ...lead, status: body.status as LeadDetailDto['status'] };
    }
    if ('lostReason' in body) {
      record('lost-reason', lead.lostReason, (body.lostReason as string | null) ?? null);
      lead = { ...lead, lostReason: (body.lostReason as string | null) ?? null };
    }
    if ('ownerId' in body) {
      const owner = ADMINS.find((a) => a.id === body.ownerId) ?? null;
      record('owner', lead.ownerName, owner?.name ?? null);
      lead = { ...lead, ownerId: owner?.id ?? null, ownerName: owner?.name ?? null };
    }
    if ('followUpOn' in body) {
      record('follow-up', lead.followUpOn, (body.followUpOn as string | null) ?? null);
      lead = { ...lead, followUpOn: (body.followUpOn as string | null) ?? null };
    }
    if ('legalHold' in body) {
      const legalHold = (body.legalHold as string | null) || null;
      record('legal-hold', lead.legalHold, legalHold);
      lead = { ...lead, legalHold };
    }
    return Response.json(lead);
  }
  if (pathname === `/api/leads/${ID}/notes` && request.method === 'POST') {
    const text = String(body.body);
    lead = {
      ...lead,
      notes: [{ id: `n${lead.notes.length}`, body: text, authorName: 'Asha Rao', createdAt: '2026-11-21T05:30:00.000Z' }, ...lead.notes],
    };
    record('note', null, text);
    return Response.json(lead, { status: 201 });
  }
  if (pathname === `/api/leads/${ID}/calls` && request.method === 'POST') {
    record('call', 'Reached', (body.note as string | undefined) ?? null);
    const next = body.next as { title: string; dueAt: string } | null;
    if (next) addTask(next.title, next.dueAt);
    return Response.json(lead, { status: 201 });
  }
  if (pathname === `/api/leads/${ID}/whatsapp` && request.method === 'POST') {
    record('whatsapp', null, String(body.text));
    return Response.json(lead, { status: 201 });
  }
  if (pathname === `/api/leads/${ID}/tasks` && request.method === 'POST') {
    addTask(String(body.title), String(body.dueAt));
    return Response.json(lead, { status: 201 });
  }
  if (pathname === `/api/leads/${ID}/merges` && request.method === 'POST') {
    record('merged', null, 'R. Kumar · Call back / demo: Java Full Stack');
    lead = {
      ...lead,
      related: [
        {
          id: OFFICE_LEAD.id,
          name: 'R. Kumar',
          form: 'call-back',
          interest: 'Java Full Stack',
          status: 'new',
          matchedBy: ['merge'],
          createdAt: OFFICE_LEAD.createdAt,
        },
      ],
      merges: [
        { id: 'm1', leadId: ID, otherLeadId: String(body.otherLeadId), mergedByName: 'Asha Rao', createdAt: '2026-11-21T05:30:00.000Z' },
      ],
    };
    return Response.json(lead, { status: 201 });
  }
  const taskMatch = new RegExp(`^/api/leads/${ID}/tasks/(.+)$`).exec(pathname);
  if (taskMatch && request.method === 'PATCH') {
    lead = {
      ...lead,
      tasks: lead.tasks.map((t) =>
        t.id === taskMatch[1]
          ? { ...t, doneAt: body.done ? '2026-11-21T06:00:00.000Z' : null, doneByName: body.done ? 'Asha Rao' : null }
          : t,
      ),
    };
    record('task-done', null, lead.tasks.find((t) => t.id === taskMatch[1])?.title ?? null);
    return Response.json(lead);
  }
  throw new Error(`unexpected ${request.method} ${pathname}`);
});

/** A task as the server adds it: the signed-in Asha Rao's, due at the Hyderabad time given. */
function addTask(title: string, dueAt: string) {
  lead = {
    ...lead,
    tasks: [
      ...lead.tasks,
      {
        id: `t${lead.tasks.length}`,
        leadId: ID,
        title,
        dueAt: new Date(Date.parse(`${dueAt}:00+05:30`)).toISOString(),
        ownerId: 'a1',
        ownerName: 'Asha Rao',
        doneAt: null,
        doneByName: null,
        createdByName: 'Asha Rao',
        createdAt: '2026-11-21T05:30:00.000Z',
      },
    ],
  };
  record('task', null, `${title} · due ${dueAt.replace('T', ' ')}`);
}

beforeEach(() => {
  lead = fresh();
  sent = [];
  refuse = null;
});

const renderDrawer = (id: string | null = ID) => renderWithProviders(<LeadDrawer leadId={id} onClose={() => {}} />);

describe('LeadDrawer', () => {
  it('offers call, WhatsApp and e-mail links with the country code, and shows where the lead came from', async () => {
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    expect(await within(drawer).findByRole('link', { name: /^Call Ravi Kumar/ })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsApp = within(drawer).getByRole('link', { name: /^WhatsApp Ravi Kumar/ });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(within(drawer).getByRole('link', { name: /^E-mail Ravi Kumar/ })).toHaveAttribute('href', 'mailto:ravi@example.in');
    expect(within(drawer).getByText('/courses/data-science')).toBeInTheDocument();
    expect(within(drawer).getByText(/utm_source: google/)).toHaveTextContent('utm_source: google utm_campaign: diwali');
    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(within(history).getByText('Sent by the visitor through the website')).toBeInTheDocument();
  });

  it('shows the e-mails sent to the visitor, and one given up, on the timeline (issue 43)', async () => {
    lead.history.push(
      {
        id: 'm1',
        kind: 'email',
        fromValue: null,
        toValue: 'We have your request: Data Science',
        actorName: null,
        createdAt: '2026-11-20T10:00:05.000Z',
      },
      { id: 'm2', kind: 'email-failed', fromValue: null, toValue: 'Waitlist: Git', actorName: null, createdAt: '2026-11-20T19:00:00.000Z' },
    );
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    const history = await within(drawer).findByRole('list', { name: 'History' });
    expect(within(history).getByText('E-mail sent: “We have your request: Data Science”')).toBeInTheDocument();
    expect(within(history).getByText('E-mail not delivered after several attempts: “Waitlist: Git”')).toBeInTheDocument();
  });

  it('gives the lead to another active admin, and the history says who did it', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    const owner = within(drawer).getByRole('combobox', { name: 'Owner' });
    expect(owner).toHaveTextContent('Asha Rao');
    await user.click(owner);
    const options = await screen.findAllByRole('option');
    // Disabled accounts are not offered.
    expect(options.map((o) => o.textContent)).toEqual(['Unassigned', 'Asha Rao', 'Vikram Shah']);
    await user.click(screen.getByRole('option', { name: 'Vikram Shah' }));
    await waitFor(() => expect(owner).toHaveTextContent('Vikram Shah'));
    expect(sent).toEqual([{ method: 'PATCH', path: `/api/leads/${ID}`, body: { ownerId: 'a2' } }]);
    expect(within(drawer).getByText('Asha Rao moved the lead from Asha Rao to Vikram Shah')).toBeInTheDocument();
    expect(await screen.findByText('Ravi Kumar: owned by Vikram Shah')).toBeInTheDocument();

    await user.click(owner);
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(owner).toHaveTextContent('Unassigned'));
    expect(sent.at(-1)?.body).toEqual({ ownerId: null });
  });

  it('asks why when the lead is set to Lost, then shows the reason, which can be changed (issue 43)', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    expect(within(drawer).queryByRole('combobox', { name: 'Lost because' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Lost' }));
    const ask = await screen.findByRole('dialog', { name: 'Why was Ravi Kumar lost?' });
    await user.click(within(ask).getByRole('radio', { name: 'Chose another institute' }));
    await user.click(within(ask).getByRole('button', { name: 'Mark as lost' }));
    const reason = await within(drawer).findByRole('combobox', { name: 'Lost because' });
    expect(reason).toHaveTextContent('Chose another institute');
    expect(sent).toEqual([
      { method: 'PATCH', path: `/api/leads/${ID}`, body: { status: 'closed', lostReason: 'Chose another institute' } },
    ]);

    await user.click(reason);
    await user.click(await screen.findByRole('option', { name: 'Fees' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'PATCH', path: `/api/leads/${ID}`, body: { lostReason: 'Fees' } }));
    expect(await within(drawer).findByRole('combobox', { name: 'Lost because' })).toHaveTextContent('Fees');
    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(within(history).getByText('Asha Rao recorded the lost reason: Chose another institute')).toBeInTheDocument();
    expect(within(history).getByText('Asha Rao changed the lost reason from Chose another institute to Fees')).toBeInTheDocument();
  });

  it("shows the server's refusal of an owner at the owner field", async () => {
    refuse = Response.json(
      { message: 'Choose an admin whose account is active.', fieldErrors: { ownerId: 'Choose an admin whose account is active.' } },
      { status: 400 },
    );
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    await user.click(within(drawer).getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Vikram Shah' }));
    expect(await within(drawer).findByText('Choose an admin whose account is active.')).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Owner' })).toHaveTextContent('Asha Rao');
  });

  it('adds a note with its author, newest first, and refuses an empty one at the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    expect(within(drawer).getByText('No notes yet.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Note is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const field = within(drawer).getByRole('textbox', { name: 'Note' });
    await fill(user, field, 'Called at 11; ring back after 6 pm.');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    const notes = await within(drawer).findByRole('list', { name: 'Notes' });
    expect(within(notes).getByText('Called at 11; ring back after 6 pm.')).toBeInTheDocument();
    expect(within(notes).getByText(/Asha Rao/)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: `/api/leads/${ID}/notes`, body: { body: 'Called at 11; ring back after 6 pm.' } }]);
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(drawer).getByRole('list', { name: 'History' })).toHaveTextContent(
      'Asha Rao added a note: “Called at 11; ring back after 6 pm.”',
    );
  });

  it('sets and clears the next follow-up day', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    const day = within(drawer).getByLabelText('Next follow-up');
    const save = within(drawer).getByRole('button', { name: 'Save follow-up' });
    expect(save).toBeDisabled();
    await user.type(day, '2099-12-24');
    await user.click(save);
    await within(drawer).findByText('Asha Rao set the follow-up for 24 Dec 2099');
    expect(sent).toEqual([{ method: 'PATCH', path: `/api/leads/${ID}`, body: { followUpOn: '2099-12-24' } }]);
    expect(within(drawer).getByLabelText('Next follow-up')).toHaveValue('2099-12-24');

    await user.click(within(drawer).getByRole('button', { name: 'Clear' }));
    await within(drawer).findByText('Asha Rao cleared the follow-up (was 24 Dec 2099)');
    expect(sent.at(-1)?.body).toEqual({ followUpOn: null });
    expect(within(drawer).getByLabelText('Next follow-up')).toHaveValue('');
  });

  it('puts the lead on legal hold with its reason, and lifts it', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    const hold = () => within(within(drawer).getByRole('region', { name: 'Legal hold' }));
    expect(hold().getByText('None')).toBeInTheDocument();

    await user.click(hold().getByRole('button', { name: 'Put on legal hold' }));
    const reason = hold().getByRole('textbox', { name: 'Reason for the hold' });
    expect(reason).toHaveFocus();
    // A hold needs its reason; one over 200 characters is refused too, before anything is sent.
    await user.click(hold().getByRole('button', { name: 'Put on legal hold' }));
    expect(reason).toHaveAccessibleDescription('Give the reason for the hold.');
    await user.click(reason);
    await user.paste('x'.repeat(201));
    await user.click(hold().getByRole('button', { name: 'Put on legal hold' }));
    expect(reason).toHaveAccessibleDescription('The reason must be at most 200 characters.');
    expect(sent).toEqual([]);

    await user.clear(reason);
    await user.paste('  Fee refund dispute, consumer case 112/2026  ');
    await user.click(hold().getByRole('button', { name: 'Put on legal hold' }));
    // Saved: the form gives way to the reason (trimmed) and the button that lifts the hold.
    await hold().findByRole('button', { name: 'Lift legal hold' });
    expect(hold().getByText('Fee refund dispute, consumer case 112/2026')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'PATCH', path: `/api/leads/${ID}`, body: { legalHold: 'Fee refund dispute, consumer case 112/2026' } },
    ]);
    expect(hold().queryByText('None')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'History' })).toHaveTextContent(
      'Asha Rao put the lead on legal hold: “Fee refund dispute, consumer case 112/2026”',
    );
    expect(await screen.findByText('Ravi Kumar: on legal hold')).toBeInTheDocument();

    await user.click(hold().getByRole('button', { name: 'Lift legal hold' }));
    expect(await hold().findByText('None')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ legalHold: null });
    expect(within(drawer).getByRole('list', { name: 'History' })).toHaveTextContent('Asha Rao lifted the legal hold');
  });

  it("shows the server's refusal of a reason at the field, and keeps the reason typed", async () => {
    refuse = Response.json(
      { message: 'Invalid request', fieldErrors: { legalHold: "The legal hold's reason contains an invalid character." } },
      { status: 400 },
    );
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    const hold = within(within(drawer).getByRole('region', { name: 'Legal hold' }));
    await user.click(hold.getByRole('button', { name: 'Put on legal hold' }));
    const reason = hold.getByRole('textbox', { name: 'Reason for the hold' });
    await fill(user, reason, 'Tax audit');
    await user.click(hold.getByRole('button', { name: 'Put on legal hold' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription("The legal hold's reason contains an invalid character."));
    expect(reason).toHaveValue('Tax audit');
    expect(hold.getByText('None')).toBeInTheDocument();
  });

  it("offers a job applicant's CV as a download link with its name and size", async () => {
    lead = {
      ...fresh(),
      form: 'job-application',
      interest: 'Python Trainer',
      message: 'Five years of teaching.',
      files: [{ id: 'f1', kind: 'cv', fileName: 'Ravi Kumar CV.pdf', size: 245_760, contentType: 'application/pdf' }],
    };
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    const link = within(drawer).getByRole('link', { name: 'Download CV: Ravi Kumar CV.pdf (240 KB)' });
    expect(link).toHaveAttribute('href', `/api/leads/${ID}/files/f1`);
    expect(link).toHaveAttribute('download', 'Ravi Kumar CV.pdf');
    // Beside its label, as the drawer's other facts.
    const term = [...drawer.querySelectorAll('dt')].find((dt) => dt.textContent === 'CV');
    expect(term?.nextElementSibling).toHaveTextContent('Ravi Kumar CV.pdf (240 KB)');
  });

  it('shows no CV row for a lead without files', async () => {
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    expect([...drawer.querySelectorAll('dt')].map((dt) => dt.textContent)).not.toContain('CV');
    expect(within(drawer).queryByRole('link', { name: /Download CV/ })).not.toBeInTheDocument();
  });

  it('says so when the lead does not exist', async () => {
    renderDrawer('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(/This lead could not be found/)).toBeInTheDocument();
  });

  it('logs a call with the next task in one step, refuses one without its outcome, and marks the task done (issue 43)', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    expect(within(drawer).getByText('No open tasks.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Log a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a call with Ravi Kumar' });
    await user.click(within(dialog).getByRole('button', { name: 'Save call' }));
    expect(await within(dialog).findByText('Choose how the call went.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Reached' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Note' }), 'Wants the weekend batch.');
    const title = within(dialog).getByRole('textbox', { name: 'Task' });
    await user.clear(title);
    await fill(user, title, 'Send the weekend dates');
    await user.click(within(dialog).getByRole('button', { name: 'Save call' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log a call with Ravi Kumar' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: `/api/leads/${ID}/calls`,
      body: { outcome: 'reached', note: 'Wants the weekend batch.', next: { title: 'Send the weekend dates' } },
    });
    const body = sent[0]?.body as { calledAt: string; next: { dueAt: string } };
    expect(body.calledAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(body.next.dueAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(await within(history).findByText('Asha Rao logged a call: Reached. “Wants the weekend batch.”')).toBeInTheDocument();
    const done = await within(drawer).findByRole('checkbox', { name: 'Mark done: Send the weekend dates' });
    await user.click(done);
    await waitFor(() => expect(sent[1]).toMatchObject({ method: 'PATCH', path: `/api/leads/${ID}/tasks/t0`, body: { done: true } }));
    expect(await within(drawer).findByRole('checkbox', { name: 'Open again: Send the weekend dates' })).toBeChecked();
    expect(within(history).getByText('Asha Rao marked a task done: “Send the weekend dates”')).toBeInTheDocument();
  });

  it('offers the saved WhatsApp messages filled with the lead, opens wa.me with the text, and the timeline records it (issue 43)', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    await user.click(await within(drawer).findByRole('button', { name: 'WhatsApp message' }));
    const item = await screen.findByRole('menuitem', { name: 'After a missed call' });
    const text = `Hello Ravi Kumar, we tried to call you about ${lead.interest}.`;
    expect(item).toHaveAttribute('href', `https://wa.me/919876543210?text=${encodeURIComponent(text)}`);
    expect(item).toHaveAttribute('target', '_blank');
    // jsdom opens no tab; the click is what the timeline hears.
    item.addEventListener('click', (e) => e.preventDefault());
    await user.click(item);
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: `/api/leads/${ID}/whatsapp`, body: { text } }]));
    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(await within(history).findByText(`Asha Rao opened a WhatsApp message: “${text}”`)).toBeInTheDocument();
  });

  it("lists the same person's other leads, with what matched, each opening in the drawer (issue 43)", async () => {
    lead.related = [
      {
        id: '1f6f2a1e-6f7e-4a53-9c1b-2f4a5e6d7c8b',
        name: 'Ravi Kumar',
        form: 'workshop',
        interest: 'Data Science Workshop',
        status: 'new',
        matchedBy: ['email', 'phone'],
        createdAt: '2026-11-18T06:00:00.000Z',
      },
    ];
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    const section = await within(drawer).findByRole('region', { name: 'Same person: 1 other lead' });
    expect(within(section).getByRole('link', { name: /Data Science Workshop/ })).toHaveAttribute(
      'href',
      '/admin/leads?lead=1f6f2a1e-6f7e-4a53-9c1b-2f4a5e6d7c8b',
    );
    expect(section).toHaveTextContent('same e-mail, same phone');
  });

  it('merges the person with a lead the rule did not match, found by a search, and undoes it (issue 43)', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    let section = await within(drawer).findByRole('region', { name: 'Same person' });
    expect(section).toHaveTextContent('No other lead has this e-mail or phone.');
    await user.click(within(section).getByRole('button', { name: 'Merge with another lead…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Merge Ravi Kumar with another lead' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name, e-mail or phone'), 'kumar{Enter}');
    // Only the other person's lead is offered (the search found this one too).
    const found = await within(dialog).findByRole('radiogroup', { name: 'Leads found' });
    expect(within(found).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(found).getByRole('radio', { name: /R\. Kumar · Call back \/ demo: Java Full Stack/ }));
    await user.click(merge);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Merge / })).not.toBeInTheDocument());
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'POST', path: `/api/leads/${ID}/merges`, body: { otherLeadId: OFFICE_LEAD.id } },
    ]);
    section = await within(drawer).findByRole('region', { name: 'Same person: 1 other lead' });
    expect(within(section).getByRole('link', { name: /R\. Kumar · Call back \/ demo: Java Full Stack/ })).toHaveAttribute(
      'href',
      `/admin/leads?lead=${OFFICE_LEAD.id}`,
    );
    expect(section).toHaveTextContent('merged');
    const merges = within(section).getByRole('list', { name: 'Merges' });
    expect(merges).toHaveTextContent(
      'Asha Rao merged Ravi Kumar (Call back / demo: Data Science) with R. Kumar (Call back / demo: Java Full Stack)',
    );
    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(
      within(history).getByText('Asha Rao merged this person with another lead: R. Kumar · Call back / demo: Java Full Stack'),
    ).toBeInTheDocument();

    await user.click(within(merges).getByRole('button', { name: 'Undo merge' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE', path: `/api/leads/${ID}/merges/m1`, body: null }));
    section = await within(drawer).findByRole('region', { name: 'Same person' });
    expect(section).toHaveTextContent('No other lead has this e-mail or phone.');
    expect(
      await within(history).findByText('Asha Rao undid the merge with another lead: R. Kumar · Call back / demo: Java Full Stack'),
    ).toBeInTheDocument();
  });
});
