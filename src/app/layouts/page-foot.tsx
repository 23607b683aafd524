import { Footer } from '@/widgets/footer';
import { SocialBanner } from '@/widgets/social-banner';

/**
 * The end of every public page: the social banner and the footer. Its own chunk (root-layout.tsx loads it
 * lazily): it starts below the fold on every page, so its code (and its icons) need not be in the
 * scripts a phone runs before the first screen is interactive. The server's HTML has it from the start.
 */
export default function PageFoot() {
  return (
    <>
      <SocialBanner />
      <Footer />
    </>
  );
}
