import { lazy, Suspense, useMemo, useState } from 'react';
import { STATIC_PAGE_META } from '@contract';
import { ValuesCards } from '@/widgets/values-cards';
import { useGetCoursesQuery } from '@/entities/course';
import { useNeededSoon } from '@/shared/lib/dom';
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

/**
 * The sections' boundary, made once: useNeededSoon re-renders BelowTheFold as hydration ends, and a new
 * element here would be an update to the server's sections while their code is still on its way, which
 * makes React drop that HTML for the placeholder (the page jumps under a visitor's finger).
 */
const sections = (
  <Suspense fallback={sectionsPlaceholder}>
    <HomeSections />
  </Suspense>
);

/** The sections below the first screen; switching them on re-renders this component alone. */
function BelowTheFold() {
  const [sectionsRef, sectionsNeeded] = useNeededSoon<HTMLDivElement>();
  return <div ref={sectionsRef}>{sectionsNeeded ? sections : sectionsPlaceholder}</div>;
}

/** The landing page of docs/product.md §1, sections in its order. */
export function HomePage() {
  const [demo, setDemo] = useState<{ open: boolean; course?: string }>({ open: false });
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // On the server the hero's courses are fetched while rendering, so the page arrives with its slides.
  const { data: courses, isLoading } = useGetCoursesQuery(undefined);
  const slides = useMemo(() => heroSlides(courses ?? []), [courses]);
  // The form opens preset to the course of the slide the visitor was looking at.
  const openDemo = (course?: string) => {
    setDialogLoaded(true);
    setDemo({ open: true, course });
  };
  return (
    <>
      <PageHead meta={STATIC_PAGE_META.home} />
      <HeroCarousel slides={slides} loading={isLoading} onBookDemo={openDemo} />
      <ValuesCards storyLink />
      <BelowTheFold />
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <LeadFormDialog open={demo.open} initialCourse={demo.course} onClose={() => setDemo((d) => ({ ...d, open: false }))} />
        </Suspense>
      ) : null}
    </>
  );
}
