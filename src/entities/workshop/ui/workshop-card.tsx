import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROUTES, type WorkshopDto } from '@contract';
import { backendUrl } from '@/shared/config';

/** A workshop in the list: image, 'Workshop' badge and title, linking to its page (docs/product.md §2); `eager` above the fold. */
export function WorkshopCard({ workshop, eager = false }: { workshop: WorkshopDto; eager?: boolean }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={ROUTES.workshop(workshop.slug)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={backendUrl(workshop.image)}
            alt=""
            width={800}
            height={450}
            loading={eager ? 'eager' : 'lazy'}
            sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
          <Chip
            label="Workshop"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
          />
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
            {workshop.title}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {workshop.category} · {workshop.date} · {workshop.duration}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
