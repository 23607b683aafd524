import { lazy, Suspense, useState } from 'react';
import type { LeadCourse } from '@contract';
import { BlogTeaser } from '@/widgets/blog-teaser';
import { CallToAction } from '@/widgets/call-to-action';
import { Collaboration } from '@/widgets/collaboration';
import { CompanyValues } from '@/widgets/company-values';
import { CoursesTeaser } from '@/widgets/courses-teaser';
import { HeroCarousel } from '@/widgets/hero-carousel';
import { Journey } from '@/widgets/journey';
import { ProcessFlow } from '@/widgets/process-flow';
import { SuccessStory } from '@/widgets/success-story';
import { ValuesCards } from '@/widgets/values-cards';
import { WorkshopGallery } from '@/widgets/workshop-gallery';
import { PageHead } from '@/shared/ui/page-head';

// The form (Formik, yup, dialog) loads when a visitor first asks for a demo, keeping the home route light.
const LeadFormDialog = lazy(() => import('@/features/submit-lead').then((m) => ({ default: m.LeadFormDialog })));

/** The landing page of spec §1, sections in the spec's order. */
export function HomePage() {
  const [demo, setDemo] = useState<{ open: boolean; course?: LeadCourse }>({ open: false });
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // The form opens preset to the course of the slide the visitor was looking at.
  const openDemo = (course: LeadCourse) => {
    setDialogLoaded(true);
    setDemo({ open: true, course });
  };
  return (
    <>
      <PageHead
        title="IT Training Institute in Hyderabad"
        description="ITX trains you in Data Analytics, Data Science, Java and Python Full Stack, MERN Stack and Cloud Computing at HITEC City, Hyderabad and online, with internships and placement support."
        keywords="IT training institute Hyderabad, data analytics course Hyderabad, data science course, Java full stack, Python full stack, MERN stack, cloud computing, HITEC City"
        path="/"
      />
      <HeroCarousel onBookDemo={openDemo} />
      <ValuesCards storyLink />
      <ProcessFlow />
      <Collaboration />
      <CoursesTeaser />
      <BlogTeaser />
      <CompanyValues />
      <Journey />
      <SuccessStory />
      <WorkshopGallery />
      <CallToAction />
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <LeadFormDialog open={demo.open} initialCourse={demo.course} onClose={() => setDemo((d) => ({ ...d, open: false }))} />
        </Suspense>
      ) : null}
    </>
  );
}
