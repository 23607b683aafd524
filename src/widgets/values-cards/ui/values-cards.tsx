import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Groups from '@mui/icons-material/Groups';
import Public from '@mui/icons-material/Public';
import School from '@mui/icons-material/School';
import { itemsOf, ROUTES } from '@contract';
import { cardGridSx, SectionMoreLink, SectionTitle } from '@/shared/ui/section-parts';
import { BRAND } from '@/shared/ui/theme';
import { alpha } from '@mui/material/styles';

/** One icon per card, in the cards' order (the texts are staff's: Site settings, page texts). */
const ICONS = [AutoAwesome, Groups, Public, School] as const;

export interface ValuesCardsProps {
  /** Heading level of the section title (h2 on every page). */
  title?: string;
  /** Staff's text (Site settings, page texts). */
  intro: string;
  /** Staff's cards (Site settings, page texts): a title line and its text, a blank line between cards. */
  cards: string;
  /** Show 'Explore Our Story' (to /about-us) under the cards (home page). */
  storyLink?: boolean;
}

/** About Us values cards (docs/product.md §1): Innovative Learning, Community First, Global Impact, Lifelong Learning. */
export function ValuesCards({ title = 'About Us', intro, cards, storyLink = false }: ValuesCardsProps) {
  return (
    <Box component="section" aria-labelledby="values-cards-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.default' }}>
      <Container maxWidth="lg">
        <SectionTitle id="values-cards-heading" title={title} intro={intro} introWidth={720} />
        <Box component="ul" sx={cardGridSx(4)}>
          {itemsOf(cards).map(({ title: cardTitle, text }, i) => {
            const Icon = ICONS[i % ICONS.length] ?? AutoAwesome;
            return (
              <Box
                component="li"
                key={i}
                sx={{
                  p: 3,
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  boxShadow: `0 4px 16px ${alpha(BRAND.navy, 0.06)}`,
                }}
              >
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: BRAND.white,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2,
                  }}
                >
                  <Icon aria-hidden />
                </Box>
                <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                  {cardTitle}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            );
          })}
        </Box>
        {storyLink ? <SectionMoreLink to={ROUTES.about}>Explore Our Story</SectionMoreLink> : null}
      </Container>
    </Box>
  );
}
