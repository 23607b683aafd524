import { memo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { preload } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Skeleton from '@mui/material/Skeleton';
import { CAROUSEL } from '@/shared/config';
import { usePageVisible, useReducedMotion } from '@/shared/lib/motion';
import type { HeroSlide } from '../model/hero-slides';
import { useLoopCarousel } from '../model/use-loop-carousel';
import { BRAND } from '@/shared/ui/theme';
import { FigureNotes, FigureValue, useSiteFigures } from '@/entities/site';
import { StatFigure } from '@/shared/ui/stat-figure';
import { visuallyHiddenSx } from '@/shared/ui/visually-hidden';
import { alpha } from '@mui/material/styles';

export interface HeroCarouselProps {
  /** The course slides, in order (from the catalogue's courses with a hero). */
  slides: readonly HeroSlide[];
  /** The courses are still loading: the slides' place is kept, with a placeholder. */
  loading?: boolean;
  /** Opens the 'Book your Free Demo' lead form, preset to the slide's course (none from the fallback slide). */
  onBookDemo: (course?: string) => void;
}

/** The hero's figures (docs/product.md §1), each with its basis below (Site settings). */
const HERO_STATS = [
  ['placementRate', 'Success Rate'],
  ['studentsTrained', 'Students'],
] as const;

const controlSx = {
  color: BRAND.white,
  bgcolor: alpha(BRAND.navyDark, 0.75),
  border: `1px solid ${BRAND.onDark.outline}`,
  '&:hover': { bgcolor: alpha(BRAND.navyDark, 0.95) },
  '&.Mui-focusVisible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2 },
} as const;

/** The previous and next arrows: at the sides, halfway down from a tablet on, at the bottom on a phone. */
const arrowSx = {
  ...controlSx,
  position: 'absolute',
  top: { xs: 'auto', sm: '45%' },
  bottom: { xs: 12, sm: 'auto' },
} as const;

/** Where the slide's picture is hidden (below MUI's md breakpoint, 900 px), and where it is shown. */
const PICTURE_HIDDEN_MEDIA = '(max-width: 899.95px)';
const PICTURE_SHOWN_MEDIA = '(min-width: 900px)';
/** A 1×1 transparent GIF, inline: what a phone loads in place of the hidden picture. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Memoised: a move re-renders only the slides whose `shown` changes, not all six every 4 s. */
const Slide = memo(function Slide({
  slide,
  index,
  total,
  clone,
  shown,
  onBookDemo,
  eager,
}: {
  slide: HeroSlide;
  index: number;
  total: number;
  clone: boolean;
  /** The slide in view; the others are inert so keyboard focus never lands on a slide out of sight. */
  shown: boolean;
  onBookDemo: (course?: string) => void;
  eager: boolean;
}) {
  // The first picture is the largest thing on a laptop's first screen: the page asks for it at once, and
  // only where it is shown.
  if (eager) preload(slide.image, { as: 'image', fetchPriority: 'high', media: PICTURE_SHOWN_MEDIA });
  return (
    <Box
      role={clone ? undefined : 'group'}
      aria-roledescription={clone ? undefined : 'slide'}
      aria-label={clone ? undefined : `${index + 1} of ${total}: ${slide.title}`}
      aria-hidden={clone || undefined}
      inert={clone || !shown}
      data-testid={clone ? 'hero-clone' : 'hero-slide'}
      sx={{ position: 'relative', flex: '0 0 100%', minWidth: 0, overflow: 'hidden', bgcolor: BRAND.navyDark }}
    >
      {/*
        The text sits on solid navy and the picture beside it (md and up), never behind it: every text's
        contrast is then measurable (axe and HTML_CodeSniffer cannot judge text over a photo) and on phones,
        where the picture would only show faintly behind the text, it is left out.
      */}
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          pt: { xs: 4, md: 6 },
          pb: { xs: 10, md: 9 },
          px: { xs: 2.5, sm: 9 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.5fr) minmax(0, 1fr)' },
          alignItems: 'center',
        }}
      >
        {/*
          Below the md breakpoint the picture is not shown, and the <source> gives it an inline blank
          instead: a phone does not download it, first of all at high priority beside the page itself.
        */}
        <Box component="picture" sx={{ display: { xs: 'none', md: 'block' }, gridColumn: 2, gridRow: 1 }}>
          <source media={PICTURE_HIDDEN_MEDIA} srcSet={BLANK_IMAGE} />
          <Box
            component="img"
            src={slide.image}
            alt={clone ? '' : slide.imageAlt}
            width={1600}
            height={900}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }}
          />
        </Box>
        <Box sx={{ gridColumn: 1, gridRow: 1, minWidth: 0 }}>
          <Typography
            component="p"
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              mb: 2,
              borderRadius: 5,
              bgcolor: BRAND.saffronLight,
              color: BRAND.ink,
              fontWeight: 800,
            }}
          >
            Duration: {slide.duration}
          </Typography>
          <Typography component="h2" variant="h1" sx={{ color: BRAND.white, fontSize: { xs: '2rem', md: '2.8rem' } }}>
            {slide.title}
          </Typography>
          <Typography sx={{ color: BRAND.onDark.muted, mt: 2, maxWidth: 620, fontSize: { md: '1.1rem' } }}>{slide.description}</Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              my: 3,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
              maxWidth: 720,
            }}
          >
            {slide.features.map((f, i) => (
              <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: BRAND.white }}>
                <CheckCircle fontSize="small" sx={{ color: BRAND.saffronLight, mt: '2px' }} aria-hidden />
                {f}
              </Box>
            ))}
          </Box>
          <Button variant="contained" color="secondary" size="large" onClick={() => onBookDemo(slide.leadCourse)}>
            Book Your Free Demo
          </Button>
        </Box>
      </Container>
    </Box>
  );
});

/** The slides' height on each screen size: kept by the placeholder, so nothing moves when the slides arrive. */
const SLIDE_HEIGHT = { xs: 640, sm: 540, md: 500 } as const;

/** Where the slides go when there are none: card-shaped lines while loading, else the institute's own pitch. */
function NoSlides({ loading, onBookDemo }: { loading: boolean; onBookDemo: (course?: string) => void }) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading featured courses" sx={{ minHeight: SLIDE_HEIGHT }}>
        <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 }, px: { xs: 2.5, sm: 9 } }}>
          <Skeleton variant="rounded" width={160} height={32} sx={{ bgcolor: BRAND.onDark.fill, mb: 2 }} />
          <Skeleton variant="text" width="50%" sx={{ fontSize: '2.8rem', bgcolor: BRAND.onDark.fill }} />
          <Skeleton width="70%" sx={{ bgcolor: BRAND.onDark.fill }} />
          <Skeleton width="60%" sx={{ bgcolor: BRAND.onDark.fill }} />
        </Container>
      </Box>
    );
  }
  return (
    <Box sx={{ minHeight: SLIDE_HEIGHT, display: 'flex', alignItems: 'center' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2.5, sm: 9 } }}>
        <Typography component="h2" variant="h1" sx={{ color: BRAND.white, fontSize: { xs: '2rem', md: '2.8rem' } }}>
          Learn, Build and Launch Your Tech Career
        </Typography>
        <Typography sx={{ color: BRAND.onDark.muted, mt: 2, mb: 3, maxWidth: 620, fontSize: { md: '1.1rem' } }}>
          Industry-ready IT courses in Hyderabad and live online, with real projects, trainers from the industry and placement support.
        </Typography>
        <Button variant="contained" color="secondary" size="large" onClick={() => onBookDemo()}>
          Book Your Free Demo
        </Button>
      </Container>
    </Box>
  );
}

/** Hero of docs/product.md §1, §4: the course slides looping endlessly, one every 4 s, with arrows, dots and a progress bar. */
export function HeroCarousel({ slides, loading = false, onBookDemo }: HeroCarouselProps) {
  const [first] = slides;
  const stats = useSiteFigures(HERO_STATS);
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ bgcolor: 'primary.dark', color: BRAND.white }}>
      <Typography id="hero-heading" component="h1" sx={visuallyHiddenSx}>
        ITX Hyderabad: industry-ready IT courses with placement support
      </Typography>
      {first ? (
        // A new set of slides starts a new loop (its positions count the slides).
        <Carousel key={slides.map((s) => s.id).join()} slides={slides} first={first} onBookDemo={onBookDemo} />
      ) : (
        <NoSlides loading={loading} onBookDemo={onBookDemo} />
      )}
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Box component="dl" sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 4, md: 10 }, m: 0 }}>
          {stats.map((s) => (
            <StatFigure key={s.key} label={s.label} value={<FigureValue figure={s} />} onDark sx={{ textAlign: 'center' }} />
          ))}
        </Box>
        <FigureNotes figures={stats} onDark />
      </Container>
    </Box>
  );
}

function Carousel({
  slides,
  first,
  onBookDemo,
}: {
  slides: readonly HeroSlide[];
  first: HeroSlide;
  onBookDemo: (course?: string) => void;
}) {
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = !reducedMotion && visible && !userPaused && !hovered && !focused;
  const count = slides.length;
  const { position, active, animate, cycle, next, prev, goTo, onTransitionEnd } = useLoopCarousel({
    count,
    intervalMs: CAROUSEL.intervalMs,
    resetMs: CAROUSEL.resetMs,
    autoplay,
  });
  const track = [...slides.slice(-1), ...slides, first];
  const current = slides[active] ?? first;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured courses"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{ position: 'relative' }}
    >
      <Box sx={{ overflow: 'hidden' }}>
        <Box
          data-testid="hero-track"
          data-position={position}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget) onTransitionEnd();
          }}
          sx={{
            display: 'flex',
            minHeight: SLIDE_HEIGHT,
            transform: `translateX(-${position * 100}%)`,
            transition: animate && !reducedMotion ? `transform ${CAROUSEL.transitionMs}ms ease-in-out` : 'none',
          }}
        >
          {track.map((slide, i) => (
            <Slide
              key={`${slide.id}-${i}`}
              slide={slide}
              index={i - 1}
              total={count}
              clone={i === 0 || i === track.length - 1}
              shown={i === position}
              eager={i === 1}
              onBookDemo={onBookDemo}
            />
          ))}
        </Box>
      </Box>
      <IconButton aria-label="Previous slide" onClick={prev} sx={{ ...arrowSx, left: { xs: 8, sm: 12 } }}>
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label="Next slide" onClick={next} sx={{ ...arrowSx, right: { xs: 8, sm: 12 } }}>
        <ChevronRight />
      </IconButton>
      <Box
        sx={{
          position: 'absolute',
          // Clear of the arrows, which sit at the bottom corners on a phone (the strip covered them: issue 38).
          left: { xs: 56, sm: 0 },
          right: { xs: 56, sm: 0 },
          bottom: 16,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <IconButton
          size="small"
          aria-label={userPaused ? 'Start automatic slide show' : 'Pause automatic slide show'}
          onClick={() => setUserPaused((p) => !p)}
          sx={controlSx}
        >
          {userPaused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
        </IconButton>
        {slides.map((s, i) => (
          <Box
            key={s.id}
            component="button"
            type="button"
            aria-label={`Show slide ${i + 1}: ${s.title}`}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => goTo(i)}
            sx={{
              width: i === active ? 28 : 12,
              height: 12,
              p: 0,
              borderRadius: 6,
              border: `2px solid ${BRAND.white}`,
              bgcolor: i === active ? BRAND.saffronLight : 'transparent',
              cursor: 'pointer',
              transition: 'width 200ms',
              // A 24 px hit area around the small dot (WCAG 2.5.8).
              boxSizing: 'content-box',
              outline: 'none',
              boxShadow: '0 0 0 6px transparent',
              '&:focus-visible': { boxShadow: `0 0 0 3px ${BRAND.saffronLight}` },
            }}
          />
        ))}
      </Box>
      <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 4, bgcolor: BRAND.onDark.line }}>
        <Box
          key={cycle}
          data-testid="hero-progress"
          sx={{
            height: '100%',
            bgcolor: BRAND.saffronLight,
            // Scaled, not resized: the compositor runs it, with no layout or paint on the main thread per frame.
            transformOrigin: 'left',
            transform: autoplay ? undefined : `scaleX(${(active + 1) / count})`,
            animation: autoplay ? `hero-progress ${CAROUSEL.intervalMs}ms linear forwards` : 'none',
            '@keyframes hero-progress': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
          }}
        />
      </Box>
      <Box aria-live={autoplay ? 'off' : 'polite'} aria-atomic="true" sx={visuallyHiddenSx}>
        {`Slide ${active + 1} of ${count}: ${current.title}, ${current.duration}`}
      </Box>
    </Box>
  );
}
