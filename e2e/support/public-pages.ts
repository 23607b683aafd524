import { BASE_URL } from './browser';

/** The slug of the first item a public list answers (the sample content fills every list). */
async function firstSlug(listPath: string): Promise<string> {
  const res = await fetch(`${BASE_URL}${listPath}`);
  const items = (await res.json()) as { slug: string }[];
  if (!items[0]) throw new Error(`${listPath} lists nothing: the sample content should fill it`);
  return items[0].slug;
}

/** Every public page of the site: each list, the first item of each, and the fixed pages. */
export async function publicPages(): Promise<string[]> {
  const [blog, job, workshop, course] = await Promise.all([
    firstSlug('/api/blogs/getBlogs'),
    firstSlug('/api/Career/jobs'),
    firstSlug('/api/workshops'),
    firstSlug('/api/courses'),
  ]);
  return [
    '/',
    '/courses',
    `/courses/${course}`,
    '/blogs',
    `/blogs/${blog}`,
    '/careers',
    `/careers/${job}`,
    '/workshops',
    `/workshops/${workshop}`,
    '/about-us',
    '/contact-us',
    '/privacy-policy',
    '/enrollnow',
    '/your-data',
  ];
}
