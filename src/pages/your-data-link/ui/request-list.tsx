import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PRIVACY_REQUEST_KIND_LABELS, type PrivacyRequestDto } from '@contract';
import { formatLeadTime } from '@/entities/lead';
import { PRIVACY_REQUEST_STATUS_LABELS } from '@/entities/data-principal';
import { formatIstDate } from '@/shared/lib/date';

/** The person's requests: what, its state, when made and when it is due (or was completed). */
export function RequestList({ requests }: { requests: readonly PrivacyRequestDto[] }) {
  if (requests.length === 0) return <Typography>No requests yet.</Typography>;
  return (
    <Box component="ul" aria-label="Your requests" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {requests.map((request) => (
        <Box component="li" key={request.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {PRIVACY_REQUEST_KIND_LABELS[request.kind] ?? request.kind}
            </Typography>
            <Chip
              size="small"
              label={PRIVACY_REQUEST_STATUS_LABELS[request.status] ?? request.status}
              color={request.status === 'open' ? 'warning' : 'success'}
              variant="outlined"
            />
          </Box>
          {request.detail ? (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {request.detail}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Made <time dateTime={request.createdAt}>{formatLeadTime(request.createdAt)}</time>
            {' · '}due by <time dateTime={request.dueAt}>{formatIstDate(request.dueAt)}</time>
            {request.handledAt ? (
              <>
                {' · '}completed <time dateTime={request.handledAt}>{formatLeadTime(request.handledAt)}</time>
              </>
            ) : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
