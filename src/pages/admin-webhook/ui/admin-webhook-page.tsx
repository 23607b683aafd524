import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ROUTES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  type WebhookDeliveryDto,
  type WebhookDeliveryStatus,
} from '@contract';
import { useGetWebhookDeliveriesQuery, useRetryWebhookDeliveryMutation } from '@/entities/dashboard';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { AdminListGrid, AdminListPage, useServerPages } from '@/shared/ui/admin-list';
import { toastOutcome } from '@/shared/ui/confirm-dialog';
import { FilterSelect, labelledOptions } from '@/shared/ui/filter-select';

/** While a delivery waits for its next attempt, the list looks again this often. */
const PENDING_POLL_MS = 10_000;
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const when = (iso: string | null) => (iso ? DATE_FORMAT.format(new Date(iso)) : '');

export const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};
const STATUS_COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;
const STATUS_OPTIONS = labelledOptions(WEBHOOK_DELIVERY_STATUSES, STATUS_LABELS);

function RetryButton({ delivery, disabled }: { delivery: WebhookDeliveryDto; disabled: boolean }) {
  const [retry, { isLoading }] = useRetryWebhookDeliveryMutation();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={disabled || isLoading}
      aria-label={`Retry the delivery of ${delivery.leadName}`}
      onClick={() =>
        void toastOutcome(retry(delivery.id).unwrap(), `${delivery.leadName}: sent to the CRM again.`, 'The delivery could not be retried.')
      }
    >
      Retry
    </Button>
  );
}

/** What an admin reads when LEAD_WEBHOOK_URL is not set: what the webhook does and how to switch it on. */
function NotConfigured() {
  return (
    <Alert severity="info" sx={{ mb: 3, '& code': { fontFamily: 'monospace', fontSize: '0.95em' } }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>The CRM webhook is off.</Typography>
      <Typography sx={{ mb: 1 }}>
        To send every new lead to a CRM or an automation tool, set two environment variables on the server and restart it:
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 1, pl: 3 }}>
        <li>
          <code>LEAD_WEBHOOK_URL</code>: the address that receives the leads (<code>https://…</code> or <code>http://…</code>).
        </li>
        <li>
          <code>LEAD_WEBHOOK_SECRET</code>: a secret of at least 16 characters that you also give the CRM.
        </li>
      </Box>
      <Typography>
        Each new lead is then posted as JSON, signed in the <code>{WEBHOOK_HEADERS.signature}</code> header (<code>sha256=</code> and the
        HMAC-SHA256 of <code>{`<${WEBHOOK_HEADERS.timestamp}>.<body>`}</code> with the secret). A delivery the CRM does not accept is tried
        again after growing waits, up to {WEBHOOK_MAX_ATTEMPTS} times, and listed here.
      </Typography>
    </Alert>
  );
}

/** /admin/leads/webhook: every delivery of a new lead to the CRM webhook, with a retry for those not delivered. */
export function AdminWebhookPage() {
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const pages = useServerPages();
  const [polling, setPolling] = useState(false);
  const adminId = useAppSelector(selectUser)?.id;
  const { data, isFetching, isError } = useGetWebhookDeliveriesQuery(
    { ...pages.query, status: status || undefined },
    { pollingInterval: polling ? PENDING_POLL_MS : 0 },
  );
  const anyPending = data?.items.some((d) => d.status === 'pending') ?? false;
  if (anyPending !== polling) setPolling(anyPending);
  const configured = data?.configured ?? false;

  const columns = useMemo<GridColDef<WebhookDeliveryDto>[]>(
    () => [
      { field: 'createdAt', headerName: 'Lead received', width: 180, sortable: false, valueFormatter: (v: string) => when(v) },
      { field: 'leadName', headerName: 'Lead', flex: 1, minWidth: 160, sortable: false },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[row.status]}
            label={STATUS_LABELS[row.status]}
            sx={{ fontWeight: 600 }}
          />
        ),
      },
      { field: 'attempts', headerName: 'Attempts', width: 100, sortable: false, type: 'number' },
      {
        field: 'lastStatusCode',
        headerName: 'Last answer',
        width: 120,
        sortable: false,
        valueFormatter: (v: number | null) => (v === null ? '' : `HTTP ${v}`),
      },
      {
        field: 'lastError',
        headerName: 'Last error',
        flex: 1.2,
        minWidth: 200,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? '',
      },
      { field: 'deliveredAt', headerName: 'Delivered', width: 180, sortable: false, valueFormatter: (v: string | null) => when(v) },
      { field: 'nextAttemptAt', headerName: 'Next attempt', width: 180, sortable: false, valueFormatter: (v: string | null) => when(v) },
      {
        field: 'retry',
        headerName: '',
        width: 110,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'delivered' ? null : (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              <RetryButton delivery={row} disabled={!configured} />
            </Box>
          ),
      },
    ],
    [configured],
  );

  const showList = configured || (data?.total ?? 0) > 0 || status !== '';
  return (
    <AdminListPage
      title="CRM webhook"
      description="Deliveries of new leads to the CRM webhook."
      path={ROUTES.adminWebhook}
      maxWidth="xl"
      intro={
        <>
          Every new lead is sent to your CRM as it arrives; the leads themselves are always in{' '}
          <Link component={RouterLink} to={ROUTES.adminLeads}>
            Leads
          </Link>
          .
        </>
      }
      listName="deliveries"
      failed={isError}
    >
      {data && !configured ? <NotConfigured /> : null}
      {data && configured ? (
        <Typography sx={{ mb: 2 }}>
          New leads go to <strong>{data.target}</strong>.
        </Typography>
      ) : null}
      {showList ? (
        <>
          <FilterSelect
            label="Status"
            allLabel="All deliveries"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => {
              setStatus(value as WebhookDeliveryStatus | '');
              pages.firstPage();
            }}
            sx={{ mb: 2, minWidth: 200 }}
          />
          <AdminListGrid
            layoutKey="webhook-deliveries"
            adminId={adminId}
            {...pages.gridProps(data, isFetching)}
            columns={columns}
            aria-label="Webhook deliveries"
            localeText={{
              noRowsLabel: status ? 'No deliveries with this status.' : 'No deliveries yet: they appear with the next new lead.',
            }}
          />
        </>
      ) : null}
    </AdminListPage>
  );
}
