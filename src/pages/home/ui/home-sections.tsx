import { BlogTeaser } from '@/widgets/blog-teaser';
import { CallToAction } from '@/widgets/call-to-action';
import { Collaboration } from '@/widgets/collaboration';
import { CompanyValues } from '@/widgets/company-values';
import { CoursesTeaser } from '@/widgets/courses-teaser';
import { Journey } from '@/widgets/journey';
import { ProcessFlow } from '@/widgets/process-flow';
import { SuccessStory } from '@/widgets/success-story';
import { WorkshopGallery } from '@/widgets/workshop-gallery';
import { PaintWhenNear, useStagedCount } from '@/shared/lib/render';

/** Roughly a section's height on a phone, held until the browser first lays it out. */
const SECTION_HEIGHT_ESTIMATE = 1000;

/**
 * In the spec's order, created once: the sections already on the page are the same elements at every
 * step, so they do not re-render. Each is styled and laid out only when it nears the viewport.
 */
const SECTIONS = Object.entries({
  'process-flow': <ProcessFlow />,
  collaboration: <Collaboration />,
  'courses-teaser': <CoursesTeaser />,
  'blog-teaser': <BlogTeaser />,
  'company-values': <CompanyValues />,
  journey: <Journey />,
  'success-story': <SuccessStory />,
  'workshop-gallery': <WorkshopGallery />,
  'call-to-action': <CallToAction />,
}).map(([key, section]) => (
  <PaintWhenNear key={key} estimatedHeight={SECTION_HEIGHT_ESTIMATE}>
    {section}
  </PaintWhenNear>
));

/**
 * The home page's sections below the first screen (its own chunk). They are put on the page one at a
 * time, one commit after the other, so a phone never spends one long task inserting several at once.
 */
export default function HomeSections() {
  const count = useStagedCount(SECTIONS.length, 1);
  return <>{SECTIONS.slice(0, count)}</>;
}
