import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { ROUTES } from '@contract';
import { WORKSHOP_SCROLL_PX_PER_S } from '@/shared/config';
import { useInView, usePageVisible, useReducedMotion } from '@/shared/lib/motion';
import { GALLERY_STATS, GALLERY_WORKSHOPS, type GalleryItem } from '../model/gallery';
import { useMarquee } from '../model/marquee';
import { PauseToggle } from './pause-toggle';
import { SectionTitle } from '@/shared/ui/section-parts';
import { StatFigure } from '@/shared/ui/stat-figure';
import { BRAND } from '@/shared/ui/theme';
import { alpha } from '@mui/material/styles';
import { FigureNotes, FigureValue, useSiteFigures } from '@/entities/site';

const GAP = 16;

function Card({ item, hidden }: { item: GalleryItem; hidden: boolean }) {
  return (
    <Box component={hidden ? 'div' : 'li'} sx={{ flex: '0 0 auto', width: { xs: 220, md: 280 }, mr: `${GAP}px`, listStyle: 'none' }}>
      <Box
        component="figure"
        sx={{ m: 0, borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper', boxShadow: `0 4px 14px ${alpha(BRAND.navy, 0.12)}` }}
      >
        <Box
          component="img"
          src={item.image}
          alt={hidden ? '' : `${item.title} workshop at ITX`}
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: 'auto', display: 'block' }}
        />
        <Box component="figcaption" sx={{ px: 1.5, py: 1, fontWeight: 700 }}>
          {item.title}
        </Box>
      </Box>
    </Box>
  );
}

function Strip({
  items,
  reverse,
  running,
  label,
  still,
}: {
  items: readonly GalleryItem[];
  reverse: boolean;
  running: boolean;
  label: string;
  still: boolean;
}) {
  const { viewportRef, trackRef, setRef, copies } = useMarquee({ pxPerSecond: WORKSHOP_SCROLL_PX_PER_S, reverse, running });
  return (
    <Box
      ref={viewportRef}
      component="section"
      aria-label={label}
      // With reduced motion the strip does not move; it scrolls by hand and by keyboard instead.
      tabIndex={still ? 0 : undefined}
      data-testid="gallery-strip"
      data-reverse={reverse ? 'true' : 'false'}
      sx={{
        overflowX: still ? 'auto' : 'hidden',
        py: 1,
        '&:focus-visible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2 },
      }}
    >
      <Box
        ref={trackRef}
        data-testid="gallery-track"
        data-copies={still ? 1 : copies}
        sx={{ display: 'flex', width: 'max-content', willChange: still ? undefined : 'transform' }}
      >
        <Box ref={setRef} component="ul" sx={{ display: 'flex', p: 0, m: 0 }}>
          {items.map((item) => (
            <Card key={item.title} item={item} hidden={false} />
          ))}
        </Box>
        {still
          ? null
          : Array.from({ length: copies - 1 }, (_, c) => (
              <Box key={c} aria-hidden data-testid="gallery-copy" sx={{ display: 'flex' }}>
                {items.map((item) => (
                  <Card key={item.title} item={item} hidden />
                ))}
              </Box>
            ))}
      </Box>
    </Box>
  );
}

/** Workshop gallery (docs/product.md §1, §4): two endless strips at about 60 px/s, one reversed, paused while the page is hidden. */
export function WorkshopGallery() {
  const stats = useSiteFigures(GALLERY_STATS);
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  // The strips move only while the section is on screen: no work every frame for a gallery nobody sees.
  const [sectionRef, onScreen] = useInView<HTMLElement>({ threshold: 0 });
  const [paused, setPaused] = useState(false);
  const running = visible && onScreen && !reducedMotion && !paused;
  const half = Math.ceil(GALLERY_WORKSHOPS.length / 2);
  return (
    <Box
      ref={sectionRef}
      component="section"
      aria-labelledby="workshop-gallery-heading"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: BRAND.surface, overflow: 'hidden' }}
    >
      <Container maxWidth="lg">
        <SectionTitle
          id="workshop-gallery-heading"
          title="Workshops Gallery"
          intro="Hands-on workshops we have run at our centre and on partner campuses across Hyderabad."
          introGap={3}
        />
        {reducedMotion ? null : (
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <PauseToggle paused={paused} onToggle={() => setPaused((p) => !p)} what="gallery" />
          </Box>
        )}
      </Container>
      <Strip
        items={GALLERY_WORKSHOPS.slice(0, half)}
        reverse={false}
        running={running}
        label="Workshops, first row"
        still={reducedMotion}
      />
      <Strip items={GALLERY_WORKSHOPS.slice(half)} reverse running={running} label="Workshops, second row" still={reducedMotion} />
      <Container maxWidth="lg">
        <Box component="dl" sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 3, md: 10 }, my: 4 }}>
          {stats.map((s) => (
            <StatFigure key={s.key} label={s.label} value={<FigureValue figure={s} />} sx={{ textAlign: 'center' }} />
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <FigureNotes figures={stats} />
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={ROUTES.workshops} variant="contained" size="large">
            Explore Upcoming Workshops
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
