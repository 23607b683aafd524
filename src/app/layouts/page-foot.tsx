import { useEffect } from 'react';
import { Footer } from '@/widgets/footer';
import { reportFieldSpeed } from './report-field-speed';
import { SocialBanner } from '@/widgets/social-banner';

/**
 * The end of every public page: the social banner and the footer. Its own chunk (root-layout.tsx loads it
 * lazily): it starts below the fold on every page, so its code (and its icons) need not be in the
 * scripts a phone runs before the first screen is interactive. The server's HTML has it from the start.
 * It also starts the page speed report of a public page's visit (issue 44), whose library need not be there either.
 */
export default function PageFoot() {
  useEffect(() => reportFieldSpeed(), []);
  return (
    <>
      <SocialBanner />
      <Footer />
    </>
  );
}
