import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Flag from '@mui/icons-material/Flag';
import Visibility from '@mui/icons-material/Visibility';
import { paragraphsOf, ROUTES, STATIC_PAGE_META } from '@contract';
import { ValuesCards } from '@/widgets/values-cards';
import { PageHead } from '@/shared/ui/page-head';
import { StatFigure } from '@/shared/ui/stat-figure';
import { BRAND } from '@/shared/ui/theme';
import { FigureNotes, FigureValue, useSiteCopy, useSiteFigures } from '@/entities/site';
import { useGetCoursesQuery } from '@/entities/course';

/** The spec's two headings; their texts are staff's (Site settings, page texts). */
const MISSION_VISION = [
  { title: 'Our Mission', Icon: Flag, key: 'aboutMission' },
  { title: 'Our Vision', Icon: Visibility, key: 'aboutVision' },
] as const;

/** The headline figures of the about page, each with its basis below (Site settings). */
const FIGURES = [
  ['studentsTrained', 'Students trained'],
  ['partners', 'Hiring partners'],
] as const;
const factSx = { p: 3, borderRadius: 2, bgcolor: BRAND.surface, textAlign: 'center' } as const;

/** /about-us (docs/product.md §2): hero 'LEARN - BUILD - LAUNCH', the four value cards, mission and vision. */
export function AboutPage() {
  const figures = useSiteFigures(FIGURES);
  const copy = useSiteCopy();
  const { data: courses } = useGetCoursesQuery(undefined);
  const courseCount = courses?.length;
  return (
    <>
      <PageHead meta={STATIC_PAGE_META.about} />
      <Box
        component="section"
        aria-labelledby="about-hero-heading"
        sx={{ color: BRAND.white, bgcolor: 'primary.dark', overflow: 'hidden', py: { xs: 8, md: 12 } }}
      >
        <Container maxWidth="lg">
          <Typography component="p" sx={{ color: BRAND.onDark.highlight, fontWeight: 800, letterSpacing: 2, mb: 1 }}>
            ABOUT ITX
          </Typography>
          <Typography
            id="about-hero-heading"
            variant="h1"
            component="h1"
            // The three words stay on one line at every width (issue 21: "LAUNCH" fell onto a line of its own at 390 px).
            sx={{ color: BRAND.white, fontSize: 'clamp(1.2rem, 6vw, 3.6rem)', whiteSpace: 'nowrap' }}
          >
            LEARN - BUILD - LAUNCH
          </Typography>
          {paragraphsOf(copy?.aboutHero ?? '').map((p, i) => (
            <Typography key={i} sx={{ color: BRAND.onDark.muted, mt: 2, maxWidth: 680, fontSize: '1.15rem' }}>
              {p}
            </Typography>
          ))}
          <Button component={RouterLink} to={ROUTES.enroll} variant="contained" color="secondary" size="large" sx={{ mt: 4 }}>
            Get A Call
          </Button>
          <Box
            component="img"
            src="/images/about-hero.svg"
            alt="Illustration of the Hyderabad skyline at dusk"
            width={1600}
            height={600}
            fetchPriority="high"
            // Below the words, never behind them (their contrast stays measurable). The skyline stands at the
            // right of the picture: a narrow phone keeps that part in view (issue 21).
            sx={{
              display: 'block',
              width: '100%',
              height: { xs: 160, sm: 220, md: 'auto' },
              aspectRatio: { md: '1600 / 600' },
              objectFit: 'cover',
              objectPosition: 'right bottom',
              borderRadius: 2,
              mt: { xs: 4, md: 6 },
            }}
          />
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" aria-labelledby="about-story-heading" sx={{ py: { xs: 6, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' }, alignItems: 'center' }}>
          <Box>
            <Typography id="about-story-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
              Our Story
            </Typography>
            {paragraphsOf(copy?.aboutStory ?? '').map((p, i) => (
              <Typography key={i} color="text.secondary" sx={{ mb: 2, '&:last-of-type': { mb: 0 } }}>
                {p}
              </Typography>
            ))}
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}>
            {copy ? <StatFigure label="Founded in Hyderabad" value={copy.aboutFounded} sx={factSx} /> : null}
            {figures.map((f) => (
              <StatFigure key={f.key} label={f.label} value={<FigureValue figure={f} />} sx={factSx} />
            ))}
            {/* Counted from the catalogue: one track per course on offer. */}
            {courseCount ? <StatFigure label="Career tracks" value={String(courseCount)} sx={factSx} /> : null}
          </Box>
          <FigureNotes figures={figures} />
        </Box>
      </Container>
      <ValuesCards title="What We Stand For" intro={copy?.aboutValuesIntro ?? ''} cards={copy?.valueCards ?? ''} />
      <Box component="section" aria-label="Mission and vision" sx={{ py: { xs: 6, md: 8 }, bgcolor: BRAND.surface }}>
        <Container maxWidth="lg" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {MISSION_VISION.map(({ title, key, Icon }) => (
            <Box
              key={title}
              sx={{
                p: { xs: 3, md: 5 },
                borderRadius: 2,
                bgcolor: 'background.paper',
                borderTop: '4px solid',
                borderColor: 'secondary.main',
              }}
            >
              <Icon aria-hidden sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
              <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
                {title}
              </Typography>
              {paragraphsOf(copy?.[key] ?? '').map((p, i) => (
                <Typography key={i} color="text.secondary" sx={{ fontSize: '1.05rem', mb: 1.5, '&:last-of-type': { mb: 0 } }}>
                  {p}
                </Typography>
              ))}
            </Box>
          ))}
        </Container>
      </Box>
    </>
  );
}
