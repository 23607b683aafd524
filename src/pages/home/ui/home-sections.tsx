import type { ComponentType } from 'react';
import { BlogTeaser } from '@/widgets/blog-teaser';
import { CallToAction } from '@/widgets/call-to-action';
import { Collaboration } from '@/widgets/collaboration';
import { CompanyValues } from '@/widgets/company-values';
import { CoursesTeaser } from '@/widgets/courses-teaser';
import { Journey } from '@/widgets/journey';
import { ProcessFlow } from '@/widgets/process-flow';
import { SuccessStory } from '@/widgets/success-story';
import { WorkshopGallery } from '@/widgets/workshop-gallery';
import { useStagedCount } from '@/shared/lib/render';

/** In the spec's order. */
const SECTION_TYPES: readonly (readonly [string, ComponentType])[] = [
  ['process-flow', ProcessFlow],
  ['collaboration', Collaboration],
  ['courses-teaser', CoursesTeaser],
  ['blog-teaser', BlogTeaser],
  ['company-values', CompanyValues],
  ['journey', Journey],
  ['success-story', SuccessStory],
  ['workshop-gallery', WorkshopGallery],
  ['call-to-action', CallToAction],
];
/** Created once: the sections already on the page are the same elements at every step, so they do not re-render. */
const SECTIONS = SECTION_TYPES.map(([key, Section]) => <Section key={key} />);

/**
 * The home page's sections below the first screen (its own chunk). They are put on the page one at a
 * time, one commit after the other, so a phone never spends one long task inserting several at once.
 */
export default function HomeSections() {
  const count = useStagedCount(SECTIONS.length, 1);
  return <>{SECTIONS.slice(0, count)}</>;
}
