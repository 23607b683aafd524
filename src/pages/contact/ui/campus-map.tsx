import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/Map';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { CampusMapPicture } from './campus-map-picture';
import { useSiteFacts } from '@/shared/lib/contact-links';

/** OpenStreetMap's embeddable map around the campus, with a marker on it (the server's CSP allows this one frame). */
export function openStreetMapEmbedUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const f = (n: number) => n.toFixed(4);
  const bbox = [longitude - 0.008, latitude - 0.0045, longitude + 0.008, latitude + 0.0045].map(f).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${f(latitude)},${f(longitude)}`;
}

/**
 * The campus on a map, loaded only when asked for (docs/product.md §2: contact page map): first our own
 * drawing of the streets with a pin and the address; "Load interactive map" swaps in OpenStreetMap's
 * embedded map. Until that press nothing is requested from a third party.
 */
export function CampusMap() {
  const site = useSiteFacts();
  const [live, setLive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button goes away with the press: keyboard focus moves on to the map that replaced it.
  useEffect(() => {
    if (live) frame.current?.focus();
  }, [live]);
  return (
    <Box component="section" aria-labelledby="campus-map-heading">
      <Typography id="campus-map-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        Find Us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {site.address.street}, {site.address.locality}
        {site.directions ? `: ${site.directions}` : '.'}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        {live ? (
          <iframe
            ref={frame}
            title={`OpenStreetMap: ${site.legalName}, ${site.area}, ${site.address.locality}`}
            src={openStreetMapEmbedUrl(site.geo)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          />
        ) : (
          <CampusMapPicture />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        {live ? null : (
          <Button variant="outlined" startIcon={<MapIcon aria-hidden />} onClick={() => setLive(true)}>
            Load interactive map
          </Button>
        )}
        <Link href={site.mapUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
          Open in OpenStreetMap
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Link>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The interactive map comes from OpenStreetMap, which sees your visit when it loads; nothing is loaded from it until you ask.
      </Typography>
    </Box>
  );
}
