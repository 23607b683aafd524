import { BlogTeaser } from '@/widgets/blog-teaser';
import { CallToAction } from '@/widgets/call-to-action';
import { Collaboration } from '@/widgets/collaboration';
import { CompanyValues } from '@/widgets/company-values';
import { CoursesTeaser } from '@/widgets/courses-teaser';
import { Journey } from '@/widgets/journey';
import { ProcessFlow } from '@/widgets/process-flow';
import { SuccessStory } from '@/widgets/success-story';
import { WorkshopGallery } from '@/widgets/workshop-gallery';

/** The home page's sections below the first screen, in the spec's order (its own chunk). */
export default function HomeSections() {
  return (
    <>
      <ProcessFlow />
      <Collaboration />
      <CoursesTeaser />
      <BlogTeaser />
      <CompanyValues />
      <Journey />
      <SuccessStory />
      <WorkshopGallery />
      <CallToAction />
    </>
  );
}
