import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GoLiveDto } from '@contract';

/**
 * "Before you go live" (issue 41): what still shows the seeded samples, each with a link to where it is
 * replaced, and the server settings the operator has yet to make. Shown until every item is done.
 */
export function GoLiveChecklist({ checklist }: { checklist: GoLiveDto }) {
  if (checklist.ready) return null;
  const left = checklist.items.filter((i) => !i.done);
  const done = checklist.items.filter((i) => i.done);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="go-live-heading"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, borderColor: 'warning.main' }}
    >
      <Typography id="go-live-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Before you go live
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        {left.length} of {checklist.items.length} still to do: the site shows samples, or the server lacks a setting.
      </Typography>
      <Box component="ul" aria-label="Still to do" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {left.map((item) => (
          <li key={item.id}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {item.label}
            </Typography>
            : {item.detail}{' '}
            {item.href ? (
              <Link component={RouterLink} to={item.href}>
                Edit {item.label.toLowerCase()}
              </Link>
            ) : (
              <Typography component="span" color="text.secondary">
                (set on the server: see the operations guide)
              </Typography>
            )}
          </li>
        ))}
      </Box>
      {done.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Done: {done.map((i) => i.label).join(', ')}.
        </Typography>
      ) : null}
    </Paper>
  );
}
