import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageVisible, useReducedMotion } from '@/shared/lib/motion';
import { StatFigure } from '@/shared/ui/stat-figure';
import { BRAND } from '@/shared/ui/theme';
import { AlumniHighlights } from './alumni-highlights';
import { PauseToggle } from './pause-toggle';
import { paragraphsOf } from '@contract';
import { FigureNotes, FigureValue, useSiteCopy, useSiteFigures } from '@/entities/site';

const COLUMNS = [
  [
    { src: '/images/internship/offer-letter.svg', alt: 'Illustration of an internship offer letter with a seal' },
    { src: '/images/internship/interview-panel.svg', alt: 'Illustration of three interviewers at a panel table' },
    { src: '/images/internship/team-standup.svg', alt: 'Illustration of interns at a team stand-up' },
  ],
  [
    { src: '/images/internship/campus-drive.svg', alt: 'Illustration of a hiring banner at a campus drive' },
    { src: '/images/internship/mentor-review.svg', alt: 'Illustration of a mentor reviewing code with an intern' },
    { src: '/images/internship/first-day.svg', alt: 'Illustration of a new joiner with an office badge' },
  ],
] as const;

/** The story's figures (docs/product.md §1), each with its basis below (Site settings). */
const STATS = [
  ['partners', 'Partner Companies'],
  ['placementRate', 'Placement Success'],
] as const;

/**
 * Internship-drive success story (docs/product.md §1): 50+ partner companies, 95% placement success, image columns
 * moving up and down; below them a few alumni testimonials and the hiring partners (§3).
 */
export function SuccessStory() {
  const stats = useSiteFigures(STATS);
  const copy = useSiteCopy();
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  const [paused, setPaused] = useState(false);
  const running = visible && !paused;
  return (
    <Box component="section" aria-labelledby="success-story-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' }, alignItems: 'center' }}
      >
        <Box>
          <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 800, mb: 1 }}>
            Success Story
          </Typography>
          <Typography id="success-story-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
            Our Internship Drive: From Classroom to Company
          </Typography>
          {paragraphsOf(copy?.homeSuccessStory ?? '').map((p, i, all) => (
            <Typography key={i} color="text.secondary" sx={{ mb: i === all.length - 1 ? 3 : 2 }}>
              {p}
            </Typography>
          ))}
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: { xs: 4, sm: 6 }, rowGap: 2, m: 0 }}>
            {stats.map((s) => (
              // One line per label: a wrapped one left contrast checkers unable to judge it at 390 px.
              <StatFigure key={s.key} label={s.label} value={<FigureValue figure={s} />} size="2.4rem" nowrapLabel />
            ))}
          </Box>
          <FigureNotes figures={stats} />
          {reducedMotion ? null : <PauseToggle paused={paused} onToggle={() => setPaused((p) => !p)} what="pictures" sx={{ mt: 2 }} />}
        </Box>
        {/*
          The alumni stories come before the drifting pictures in the page's order (on a phone, above them): the
          pictures' tall moving strips never lie under their words, which contrast checkers could not judge.
          From md the pictures stand beside the story and the alumni span the row below, stacked above the strips.
        */}
        <Box
          sx={{
            gridColumn: { md: '1 / -1' },
            gridRow: { md: 2 },
            minWidth: 0,
            position: 'relative',
            zIndex: 1,
            bgcolor: 'background.default',
          }}
        >
          <AlumniHighlights />
        </Box>
        <Box
          // One scroll region, with motion or without: the pictures drift (or stand still with reduced motion) and
          // scroll by keyboard, and by hand when they stand still. Being a scroll container, it also holds its
          // moving columns for contrast checkers: axe placed the moved boxes of a merely overflow-hidden strip
          // under the alumni's words beside it and could not judge them ("needs review"). While the pictures
          // drift, a swipe or the wheel over them moves the page, not the strip (pointer events pass through).
          component="section"
          aria-label="Internship drive pictures"
          tabIndex={0}
          sx={{
            gridColumn: { md: 2 },
            gridRow: { md: 1 },
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            alignItems: 'start',
            gap: 2,
            height: { xs: 420, md: 520 },
            overflow: 'auto',
            scrollbarWidth: 'thin',
            pointerEvents: reducedMotion ? undefined : 'none',
            '&:focus-visible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2 },
          }}
        >
          {COLUMNS.map((images, col) => (
            <Box key={col} sx={{ minWidth: 0 }}>
              <Box
                data-testid="success-column"
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                  animation: reducedMotion ? 'none' : `${col === 0 ? 'success-up' : 'success-down'} 24s linear infinite`,
                  animationPlayState: running ? 'running' : 'paused',
                  '@keyframes success-up': { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(calc(-50% - 8px))' } },
                  '@keyframes success-down': { from: { transform: 'translateY(calc(-50% - 8px))' }, to: { transform: 'translateY(0)' } },
                }}
              >
                {[...images, ...(reducedMotion ? [] : images)].map((img, i) => (
                  <Box
                    key={i}
                    component="img"
                    src={img.src}
                    alt={i < images.length ? img.alt : ''}
                    aria-hidden={i >= images.length || undefined}
                    width={320}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 2 }}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
