import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDeliveryDto, WebhookDeliveryListResponse } from '@contract';
import { answerFetches, gridRow, renderWithProviders } from '@/shared/lib/test';
import { AdminWebhookPage } from './admin-webhook-page';

jest.setTimeout(30_000);

const delivery = (overrides: Partial<WebhookDeliveryDto> & Pick<WebhookDeliveryDto, 'id' | 'leadName' | 'status'>): WebhookDeliveryDto => ({
  leadId: `lead-${overrides.id}`,
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  createdAt: '2031-03-12T05:00:00.000Z',
  deliveredAt: null,
  nextAttemptAt: null,
  ...overrides,
});

let items: WebhookDeliveryDto[];
let configured: boolean;
const calls: string[] = [];

answerFetches((request, pathname) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${pathname}${url.search}`);
  if (request.method === 'GET' && pathname === '/api/admin/webhook-deliveries') {
    const status = url.searchParams.get('status');
    const shown = status ? items.filter((d) => d.status === status) : items;
    const body: WebhookDeliveryListResponse = {
      configured,
      target: configured ? 'https://crm.example.com' : null,
      items: shown,
      total: shown.length,
      page: 1,
      pageSize: 25,
    };
    return Response.json(body);
  }
  const retry = /^\/api\/admin\/webhook-deliveries\/([^/]+)\/retry$/.exec(pathname);
  if (request.method === 'POST' && retry) {
    const id = retry[1];
    const found = items.find((d) => d.id === id);
    if (!found) return Response.json({ message: 'No such delivery.' }, { status: 404 });
    if (found.status === 'delivered') return Response.json({ message: 'This delivery has already been delivered.' }, { status: 409 });
    const due = { ...found, status: 'pending' as const, nextAttemptAt: '2031-03-12T06:00:00.000Z' };
    items = items.map((d) => (d.id === id ? due : d));
    return Response.json(due);
  }
  throw new Error(`unexpected ${request.method} ${pathname}`);
});

beforeEach(() => {
  calls.length = 0;
  configured = true;
  items = [
    delivery({ id: 'd1', leadName: 'Meera Nair', status: 'delivered', deliveredAt: '2031-03-12T05:00:05.000Z' }),
    delivery({
      id: 'd2',
      leadName: 'Ravi Kumar',
      status: 'failed',
      attempts: 8,
      lastStatusCode: 503,
      lastError: 'HTTP 503 Service Unavailable',
    }),
    delivery({
      id: 'd3',
      leadName: 'Asha Rao',
      status: 'pending',
      attempts: 2,
      lastStatusCode: null,
      lastError: 'Connection refused (ECONNREFUSED).',
      nextAttemptAt: '2031-03-12T05:12:00.000Z',
    }),
  ];
});

describe('AdminWebhookPage', () => {
  it('lists the deliveries with their status, answer and error, and where they go', async () => {
    renderWithProviders(<AdminWebhookPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'CRM webhook' })).toBeInTheDocument();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    expect(screen.getByText('https://crm.example.com')).toBeInTheDocument();
    expect(gridRow('Ravi Kumar')).toHaveTextContent('Failed');
    expect(gridRow('Ravi Kumar')).toHaveTextContent('HTTP 503');
    expect(gridRow('Ravi Kumar')).toHaveTextContent('HTTP 503 Service Unavailable');
    expect(gridRow('Asha Rao')).toHaveTextContent('Connection refused (ECONNREFUSED).');
    expect(gridRow('Asha Rao')).toHaveTextContent('12 Mar 2031, 10:42 am');
    expect(gridRow('Meera Nair')).toHaveTextContent('Delivered');
    // A delivered one has nothing to retry.
    expect(within(gridRow('Meera Nair')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(gridRow('Asha Rao')).getByRole('button', { name: 'Retry the delivery of Asha Rao' })).toBeEnabled();
  });

  it('retries a failed delivery: it is pending again and the admin is told', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminWebhookPage />);
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    await user.click(within(gridRow('Ravi Kumar')).getByRole('button', { name: 'Retry the delivery of Ravi Kumar' }));
    expect(await screen.findByText('Ravi Kumar: sent to the CRM again.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/admin/webhook-deliveries/d2/retry');
    await waitFor(() => expect(gridRow('Ravi Kumar')).toHaveTextContent('Pending'));
  });

  it("shows the server's reason when a retry is refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminWebhookPage />);
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    // Delivered meanwhile by the worker.
    items = items.map((d) => (d.id === 'd2' ? { ...d, status: 'delivered' } : d));
    await user.click(within(gridRow('Ravi Kumar')).getByRole('button', { name: 'Retry the delivery of Ravi Kumar' }));
    expect(await screen.findByText('This delivery has already been delivered.')).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminWebhookPage />);
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Meera Nair' })).not.toBeInTheDocument());
    expect(screen.getByRole('gridcell', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(calls).toContain('GET /api/admin/webhook-deliveries?page=1&pageSize=25&status=failed');
  });

  it('explains LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET when the webhook is not configured', async () => {
    configured = false;
    items = [];
    renderWithProviders(<AdminWebhookPage />);
    expect(await screen.findByText('The CRM webhook is off.')).toBeInTheDocument();
    expect(screen.getByText('LEAD_WEBHOOK_URL')).toBeInTheDocument();
    expect(screen.getByText('LEAD_WEBHOOK_SECRET')).toBeInTheDocument();
    expect(screen.getByText(/a secret of at least 16 characters/)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
