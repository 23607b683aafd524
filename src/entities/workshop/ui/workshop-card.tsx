import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatWorkshopWhen, ROUTES, type WorkshopDto } from '@contract';
import { backendUrl } from '@/shared/config';
import { FluidImage } from '@/shared/ui/fluid-image';
import { workshopAvailability } from '../lib/availability';

const AVAILABILITY_CHIP = {
  open: { color: 'success', variant: 'outlined' },
  // Outlined chips keep their text at AA contrast on the white card.
  full: { color: 'error', variant: 'outlined' },
  ended: { color: 'default', variant: 'filled' },
} as const;

export interface WorkshopCardProps {
  workshop: WorkshopDto;
  /** Above the fold: its image loads at once. */
  eager?: boolean;
  /** The title's heading level: h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A workshop in the list: image, 'Workshop' badge, title, when it takes place (with the year) and its places
 * (seats left, fully booked or ended), linking to its page (docs/product.md §2).
 */
export function WorkshopCard({ workshop, eager = false, headingLevel = 'h2' }: WorkshopCardProps) {
  const availability = workshopAvailability(workshop);
  const ended = workshop.status === 'ended';
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={ROUTES.workshop(workshop.slug)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <FluidImage
            src={backendUrl(workshop.image)}
            alt=""
            width={800}
            height={450}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            sx={{ aspectRatio: '16 / 9', objectFit: 'cover', filter: ended ? 'grayscale(0.7)' : undefined }}
          />
          <Chip
            label="Workshop"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
          />
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
            {workshop.title}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            <time dateTime={workshop.startsAt}>{formatWorkshopWhen(workshop.startsAt, workshop.endsAt)}</time>
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {workshop.category} · {workshop.duration}
          </Typography>
          {availability ? (
            <Chip label={availability} size="small" {...AVAILABILITY_CHIP[workshop.status]} sx={{ mt: 1.5, fontWeight: 600 }} />
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
