import { lazy, Suspense, useMemo, useState } from 'react';
import { STATIC_PAGE_META } from '@contract';
import { ValuesCards } from '@/widgets/values-cards';
import { useGetCoursesQuery } from '@/entities/course';
import { useSiteCopy } from '@/entities/site';
import { NeededSoon } from '@/shared/lib/dom';
import { PageHead } from '@/shared/ui/page-head';
import { heroSlides } from '../model/hero-slides';
import { HeroCarousel } from './hero-carousel';

// The sections below the first screen load when the visitor heads there (or the browser is idle), so
// the hero is interactive sooner on a phone.
const HomeSections = lazy(() => import(/* webpackChunkName: "home-sections" */ './home-sections'));
/** Keeps the footer out of the first screen until the sections arrive: no layout shift in view. */
const sectionsPlaceholder = <div style={{ minHeight: '100vh' }} />;

// The form (Formik, yup, dialog) loads when a visitor first asks for a demo, keeping the home route light.
const LeadFormDialog = lazy(() => import('@/features/submit-lead').then((m) => ({ default: m.LeadFormDialog })));

/** Made once: a new element would be an update to the server's sections while they wait (see NeededSoon). */
const sections = <HomeSections />;

/** The landing page of docs/product.md §1, sections in its order. */
export function HomePage() {
  const [demo, setDemo] = useState<{ open: boolean; course?: string }>({ open: false });
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // The courses come with the layout's loader: on the server they are in the store before the page renders.
  const { data: courses, isLoading } = useGetCoursesQuery(undefined);
  const slides = useMemo(() => heroSlides(courses ?? []), [courses]);
  const copy = useSiteCopy();
  // The form opens preset to the course of the slide the visitor was looking at.
  const openDemo = (course?: string) => {
    setDialogLoaded(true);
    setDemo({ open: true, course });
  };
  return (
    <>
      <PageHead meta={STATIC_PAGE_META.home} />
      {/* Boundaries of their own: React hydrates each in a pass (and a commit) of its own after the page's
          frame, so a phone's start is not one long task. Neither suspends on a page the browser builds. */}
      <Suspense fallback={null}>
        <HeroCarousel slides={slides} loading={isLoading} onBookDemo={openDemo} />
      </Suspense>
      <Suspense fallback={null}>
        <ValuesCards storyLink intro={copy?.homeAboutIntro ?? ''} cards={copy?.valueCards ?? ''} />
      </Suspense>
      <NeededSoon placeholder={sectionsPlaceholder}>{sections}</NeededSoon>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <LeadFormDialog open={demo.open} initialCourse={demo.course} onClose={() => setDemo((d) => ({ ...d, open: false }))} />
        </Suspense>
      ) : null}
    </>
  );
}
