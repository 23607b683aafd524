import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Handshake from '@mui/icons-material/Handshake';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import Work from '@mui/icons-material/Work';

const POINTS = [
  {
    title: 'Curriculum with industry',
    text: 'Engineering leads from our partner companies review every syllabus each year, so you learn the tools teams use now.',
    Icon: Handshake,
  },
  {
    title: 'Guest sessions every month',
    text: 'Data scientists, architects and hiring managers from Hyderabad’s tech corridor teach live sessions and answer your questions.',
    Icon: RecordVoiceOver,
  },
  {
    title: 'Projects and internships',
    text: 'Partner companies bring live problems for capstones and open internship positions to ITX learners first.',
    Icon: Work,
  },
] as const;

/** The collaboration section of the home page (docs/product.md §1): how ITX works with companies and colleges. */
export function Collaboration() {
  return (
    <Box component="section" aria-labelledby="collaboration-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center' }}
      >
        <Box
          component="img"
          src="/images/collaboration.svg"
          alt="Illustration of two trainers and a learner working together around a laptop"
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: 'auto', display: 'block' }}
        />
        <Box>
          <Typography id="collaboration-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
            Learning in Collaboration with Industry
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            ITX works with software companies, analytics firms and engineering colleges across Telangana and Andhra Pradesh. What you learn
            in class is what our partners need on their teams.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
            {POINTS.map(({ title, text, Icon }) => (
              <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
                <Icon aria-hidden sx={{ color: 'secondary.main', fontSize: 32, flexShrink: 0 }} />
                <Box>
                  <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
