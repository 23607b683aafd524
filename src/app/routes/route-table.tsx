import { memo, type ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { ROUTES } from '@contract';
import { UnknownPath } from '@/shared/ui/page-head';
import { RouteError } from '@/shared/ui/route-error';
import { AppFrame } from '../layouts/app-frame';
import { RootLayout } from '../layouts/root-layout';
import { layoutLoader } from './layout-data';

/** What a route tells the server's renderer: the webpack chunk (named in its import) whose scripts the page needs. */
export interface RouteHandle {
  chunk: string;
}

/**
 * Each page is its own chunk, loaded when its route is first visited. The router creates a new element
 * for a route's Component whenever its own state changes (start-up, navigation and revalidation states):
 * memoised, a page (it takes no props) re-renders only for its own state and the contexts it reads. The
 * chunk's name is given to `page` too: the server preloads that chunk's scripts with the page it renders
 * (from the build's route-chunks.json); e2e/bundles.test.ts fails when a served page does not preload its chunk.
 */
function page(chunk: string, load: () => Promise<ComponentType | PageWithData>): Pick<RouteObject, 'lazy' | 'errorElement' | 'handle'> {
  return {
    lazy: async () => {
      const loaded = await load();
      return 'Component' in loaded ? { Component: memoPage(loaded.Component), loader: loaded.loader } : { Component: memoPage(loaded) };
    },
    errorElement: <RouteError />,
    handle: { chunk } satisfies RouteHandle,
  };
}

/** A page whose data the route's loader asks for (shared/api routeData), so the server renders it once with its data. */
interface PageWithData {
  Component: ComponentType;
  loader: LoaderFunction;
}

/** One memoised wrapper per page: two routes that share a page (create and edit) keep one component type. */
const memoPages = new WeakMap<ComponentType, ComponentType>();
function memoPage(Page: ComponentType): ComponentType {
  let memoised = memoPages.get(Page);
  if (!memoised) {
    memoised = memo(Page);
    memoPages.set(Page, memoised);
  }
  return memoised;
}

/** The home page standing in for an unknown path. */
function unknownPath(Home: ComponentType): ComponentType {
  return function UnknownPathPage() {
    return (
      <UnknownPath>
        <Home />
      </UnknownPath>
    );
  };
}

const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...page('page-home', () =>
      import(/* webpackChunkName: "page-home" */ '@/pages/home').then((m) => ({ Component: m.HomePage, loader: m.homeLoader })),
    ),
  },
  {
    path: 'enrollnow',
    ...page('page-enroll', () => import(/* webpackChunkName: "page-enroll" */ '@/pages/enroll').then((m) => m.EnrollPage)),
  },
  { path: 'about-us', ...page('page-about', () => import(/* webpackChunkName: "page-about" */ '@/pages/about').then((m) => m.AboutPage)) },
  {
    path: 'contact-us',
    ...page('page-contact', () => import(/* webpackChunkName: "page-contact" */ '@/pages/contact').then((m) => m.ContactPage)),
  },
  {
    path: 'privacy-policy',
    ...page('page-privacy', () => import(/* webpackChunkName: "page-privacy" */ '@/pages/privacy').then((m) => m.PrivacyPage)),
  },
  {
    path: 'courses',
    ...page('page-courses', () => import(/* webpackChunkName: "page-courses" */ '@/pages/courses').then((m) => m.CoursesPage)),
  },
  {
    path: 'courses/:slug',
    ...page('page-course-detail', () =>
      import(/* webpackChunkName: "page-course-detail" */ '@/pages/course-detail').then((m) => ({
        Component: m.CourseDetailPage,
        loader: m.courseDetailLoader,
      })),
    ),
  },
  {
    path: 'blogs',
    ...page('page-blogs', () =>
      import(/* webpackChunkName: "page-blogs" */ '@/pages/blogs').then((m) => ({ Component: m.BlogsPage, loader: m.blogsLoader })),
    ),
  },
  {
    path: 'blogs/:slug',
    ...page('page-blog-detail', () =>
      import(/* webpackChunkName: "page-blog-detail" */ '@/pages/blog-detail').then((m) => ({
        Component: m.BlogDetailPage,
        loader: m.blogDetailLoader,
      })),
    ),
  },
  {
    path: 'careers',
    ...page('page-careers', () =>
      import(/* webpackChunkName: "page-careers" */ '@/pages/careers').then((m) => ({ Component: m.CareersPage, loader: m.careersLoader })),
    ),
  },
  {
    path: 'careers/:slug',
    ...page('page-job-detail', () =>
      import(/* webpackChunkName: "page-job-detail" */ '@/pages/job-detail').then((m) => ({
        Component: m.JobDetailPage,
        loader: m.jobDetailLoader,
      })),
    ),
  },
  {
    path: 'workshops',
    ...page('page-workshops', () =>
      import(/* webpackChunkName: "page-workshops" */ '@/pages/workshops').then((m) => ({
        Component: m.WorkshopsPage,
        loader: m.workshopsLoader,
      })),
    ),
  },
  {
    path: 'workshops/:slug',
    ...page('page-workshop-detail', () =>
      import(/* webpackChunkName: "page-workshop-detail" */ '@/pages/workshop-detail').then((m) => ({
        Component: m.WorkshopDetailPage,
        loader: m.workshopDetailLoader,
      })),
    ),
  },
  // docs/product.md D3: the link target /bootcamps leads to the workshops list.
  { path: 'bootcamps', element: <Navigate to={ROUTES.workshops} replace /> },
  {
    path: 'your-data',
    ...page('page-your-data', () => import(/* webpackChunkName: "page-your-data" */ '@/pages/your-data').then((m) => m.YourDataPage)),
  },
  // The link's page shares the request page's chunk: a person who opens one opens the other.
  {
    path: 'your-data/:id/:token',
    ...page('page-your-data', () =>
      import(/* webpackChunkName: "page-your-data" */ '@/pages/your-data-link').then((m) => m.YourDataLinkPage),
    ),
  },
  {
    path: 'workshop-registration/:id/:token',
    ...page('page-workshop-registration', () =>
      import(/* webpackChunkName: "page-workshop-registration" */ '@/pages/workshop-registration').then((m) => m.WorkshopRegistrationPage),
    ),
  },
  {
    path: 'forgot-password',
    ...page('page-forgot-password', () =>
      import(/* webpackChunkName: "page-forgot-password" */ '@/pages/forgot-password').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: 'reset-password/:id/:token',
    ...page('page-reset-password', () =>
      import(/* webpackChunkName: "page-reset-password" */ '@/pages/reset-password').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: 'admin/sign-up',
    ...page('page-admin-sign-up', () =>
      import(/* webpackChunkName: "page-admin-sign-up" */ '@/pages/admin-sign-up').then((m) => m.AdminSignUpPage),
    ),
  },
  {
    path: 'admin/login',
    ...page('page-admin-login', () =>
      import(/* webpackChunkName: "page-admin-login" */ '@/pages/admin-login').then((m) => m.AdminLoginPage),
    ),
  },
];

/** Pages that share a chunk, imported once (the chunk's files are named once in the first page's JavaScript). */
const leadPages = page('page-admin-leads', () =>
  import(/* webpackChunkName: "page-admin-leads" */ './lead-pages').then((m) => m.LeadPages),
);
const settingsPages = () => import(/* webpackChunkName: "page-admin-settings" */ './settings-pages');
const dashboardPages = () => import(/* webpackChunkName: "page-admin-home" */ './dashboard-pages');
/** The admin editors: one page, and one chunk, creates a record and edits one. */
const jobEditor = page('page-admin-job-editor', () =>
  import(/* webpackChunkName: "page-admin-job-editor" */ '@/pages/admin-job-editor').then((m) => m.AdminJobEditorPage),
);
const blogEditor = page('page-admin-blog-editor', () =>
  import(/* webpackChunkName: "page-admin-blog-editor" */ '@/pages/admin-blog-editor').then((m) => m.AdminBlogEditorPage),
);
const workshopEditor = page('page-admin-workshop-editor', () =>
  import(/* webpackChunkName: "page-admin-workshop-editor" */ '@/pages/admin-workshop-editor').then((m) => m.AdminWorkshopEditorPage),
);
const courseEditor = page('page-admin-course-editor', () =>
  import(/* webpackChunkName: "page-admin-course-editor" */ '@/pages/admin-course-editor').then((m) => m.AdminCourseEditorPage),
);

const protectedRoutes: RouteObject[] = [
  {
    path: 'admin/home',
    ...page('page-admin-home', () => dashboardPages().then((m) => m.AdminHomePage)),
  },
  {
    path: 'admin/jobs',
    ...page('page-admin-jobs', () => import(/* webpackChunkName: "page-admin-jobs" */ '@/pages/admin-jobs').then((m) => m.AdminJobsPage)),
  },
  { path: 'admin/jobs/create', ...jobEditor },
  { path: 'admin/jobs/edit/:slug', ...jobEditor },
  {
    path: 'admin/blogs',
    ...page('page-admin-blogs', () =>
      import(/* webpackChunkName: "page-admin-blogs" */ '@/pages/admin-blogs').then((m) => m.AdminBlogsPage),
    ),
  },
  { path: 'admin/blogs/new', ...blogEditor },
  { path: 'admin/blogs/edit/:slug', ...blogEditor },
  { path: 'admin/leads', ...leadPages },
  { path: 'admin/my-day', ...leadPages },
  { path: 'admin/leads/board', ...leadPages },
  {
    path: 'admin/workshops',
    ...page('page-admin-workshops', () =>
      import(/* webpackChunkName: "page-admin-workshops" */ '@/pages/admin-workshops').then((m) => m.AdminWorkshopsPage),
    ),
  },
  { path: 'admin/workshops/new', ...workshopEditor },
  { path: 'admin/workshops/edit/:slug', ...workshopEditor },
  {
    path: 'admin/courses',
    ...page('page-admin-courses', () =>
      import(/* webpackChunkName: "page-admin-courses" */ '@/pages/admin-courses').then((m) => m.AdminCoursesPage),
    ),
  },
  { path: 'admin/courses/new', ...courseEditor },
  { path: 'admin/courses/edit/:slug', ...courseEditor },
  {
    path: 'admin/alumni',
    ...page('page-admin-alumni', () =>
      import(/* webpackChunkName: "page-admin-alumni" */ '@/pages/admin-alumni').then((m) => m.AdminAlumniPage),
    ),
  },
  { path: 'admin/settings', ...page('page-admin-settings', () => settingsPages().then((m) => m.AdminSettingsPage)) },
  { path: 'admin/settings/emails', ...page('page-admin-settings', () => settingsPages().then((m) => m.AdminEmailsPage)) },
  {
    path: 'admin/admins',
    ...page('page-admin-admins', () =>
      import(/* webpackChunkName: "page-admin-admins" */ '@/pages/admin-admins').then((m) => m.AdminAdminsPage),
    ),
  },
  {
    path: 'admin/activity',
    ...page('page-admin-activity', () =>
      import(/* webpackChunkName: "page-admin-activity" */ '@/pages/admin-activity').then((m) => m.AdminActivityPage),
    ),
  },
  { path: 'admin/site-speed', ...page('page-admin-home', () => dashboardPages().then((m) => m.AdminSiteSpeedPage)) },
  {
    path: 'admin/privacy',
    ...page('page-admin-privacy', () =>
      import(/* webpackChunkName: "page-admin-privacy" */ '@/pages/admin-privacy').then((m) => m.AdminPrivacyPage),
    ),
  },
  {
    path: 'admin/leads/webhook',
    ...page('page-admin-webhook', () =>
      import(/* webpackChunkName: "page-admin-webhook" */ '@/pages/admin-webhook').then((m) => m.AdminWebhookPage),
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    // The loader, session sync and route-change effects, shared by the public and the admin layout.
    element: <AppFrame />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        element: <RootLayout />,
        loader: layoutLoader,
        children: [
          ...publicRoutes,
          // Any unknown path shows the home page (docs/product.md §2), not indexed; the server answers it with 404.
          {
            path: '*',
            ...page('page-home', () =>
              import(/* webpackChunkName: "page-home" */ '@/pages/home').then((m) => ({
                Component: unknownPath(m.HomePage),
                loader: m.homeLoader,
              })),
            ),
          },
        ],
      },
      // The signed-in admin area has a layout of its own (issue 20); its guard answers inside it.
      // Loaded with the first admin page, so a visitor's first load carries none of it.
      {
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "admin-layout" */ '../layouts/admin-layout')).AdminLayout,
        }),
        children: [
          {
            // In the admin layout's chunk too: a visitor's first load carries no guard either.
            lazy: async () => ({ Component: (await import(/* webpackChunkName: "admin-layout" */ './require-admin')).RequireAdmin }),
            children: protectedRoutes,
          },
        ],
      },
    ],
  },
];
