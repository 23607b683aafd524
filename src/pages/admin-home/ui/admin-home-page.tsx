import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { ROUTES, privateMeta } from '@contract';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { PageHead } from '@/shared/ui/page-head';

const SECTIONS = [
  {
    title: 'Blogs',
    text: 'Write, edit and remove the posts that visitors read under Blogs.',
    action: 'Manage Blogs',
    to: ROUTES.adminBlogs,
    Icon: ArticleOutlined,
  },
  {
    title: 'Careers',
    text: 'Post openings at ITX, update them and take them down once filled.',
    action: 'Manage Careers',
    to: ROUTES.adminJobs,
    Icon: BusinessCenterOutlined,
  },
  {
    title: 'Courses',
    text: 'Add and edit courses, their fees and pages, and schedule their batches.',
    action: 'Manage Courses',
    to: ROUTES.adminCourses,
    Icon: SchoolOutlined,
  },
] as const;

/** The admin dashboard (docs/product.md §2): the way into blog, job and course management. */
export function AdminHomePage() {
  const user = useAppSelector(selectUser);
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead meta={privateMeta('Admin Dashboard', 'ITX admin dashboard.', ROUTES.adminHome)} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        Admin Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {user ? `Welcome, ${user.name}. ` : ''}What would you like to manage today?
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {SECTIONS.map(({ title, text, action, to, Icon }) => (
          <Card key={title} variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Icon color="primary" fontSize="large" aria-hidden />
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.375rem', mt: 1, mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </CardContent>
            <CardActions sx={{ p: 2 }}>
              <Button component={RouterLink} to={to} variant="contained" fullWidth>
                {action}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Typography sx={{ mt: 4 }}>
        Call-back, demo and workshop requests from visitors are in{' '}
        <Link component={RouterLink} to={ROUTES.adminLeads}>
          Admin Leads
        </Link>
        ; workshops are managed in{' '}
        <Link component={RouterLink} to={ROUTES.adminWorkshops}>
          Admin Workshops
        </Link>
        .
      </Typography>
    </Container>
  );
}
