import { useStagedCount } from '@/shared/lib/render';
import { BlogTeaser } from './blog-teaser';
import { CallToAction } from './call-to-action';
import { Collaboration } from './collaboration';
import { CompanyValues } from './company-values';
import { CoursesTeaser } from './courses-teaser';
import { Journey } from './journey';
import { ProcessFlow } from './process-flow';
import { SuccessStory } from './success-story';
import { WorkshopGallery } from './workshop-gallery';

/**
 * In the order of docs/product.md §1, created once: the sections already on the page are the same elements at every
 * step, so they do not re-render.
 */
const SECTIONS = [
  <ProcessFlow key="process-flow" />,
  <Collaboration key="collaboration" />,
  <CoursesTeaser key="courses-teaser" />,
  <BlogTeaser key="blog-teaser" />,
  <CompanyValues key="company-values" />,
  <Journey key="journey" />,
  <SuccessStory key="success-story" />,
  <WorkshopGallery key="workshop-gallery" />,
  <CallToAction key="call-to-action" />,
];

/**
 * The home page's sections below the first screen (its own chunk). They are put on the page one at a
 * time, one commit after the other, so a phone never spends one long task inserting several at once.
 */
export default function HomeSections() {
  const count = useStagedCount(SECTIONS.length, 1);
  return <>{SECTIONS.slice(0, count)}</>;
}
