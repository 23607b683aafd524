import { shareImageOf, type BlogDto, type ImageDto, type JobDto, type WorkshopDto } from '@contract';
import type { BlogsRepository } from '../plugins/app/blogs-repository';
import type { CoursesRepository } from '../plugins/app/courses-repository';
import type { JobsRepository } from '../plugins/app/jobs-repository';
import type { WorkshopsRepository } from '../plugins/app/workshops-repository';

/** A stored image's hash and the widths of its WebP variants. */
export type StoredImage = Pick<ImageDto, 'hash' | 'widths'>;

export interface SeoPost {
  slug: string;
  title: string;
  description: string;
  /** Link-preview path of the post's image (`shareImageOf`), or null. */
  image: string | null;
  /** The stored variants of the card image and the banner, for preloading what the page shows first. */
  cardImage: StoredImage | null;
  bannerImage: StoredImage | null;
  imageAlt: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A workshop as the sitemap uses it: its address and last change. */
export interface SeoWorkshop {
  slug: string;
  updatedAt: Date;
}

/** The public content the page heads, crawler text, sitemap and feed are made of. */
export interface SeoContent {
  posts: SeoPost[];
  /** Open jobs only (validThrough not passed), newest first: the same DTOs the careers API answers with. */
  jobs: JobDto[];
  workshops: SeoWorkshop[];
  /** The courses the site offers: their addresses and last change. */
  courses: { slug: string; updatedAt: Date }[];
}

function stored(image: ImageDto | null): StoredImage | null {
  return image && image.widths.length > 0 ? { hash: image.hash, widths: image.widths } : null;
}

/** A post as the pages use it: no body (the list is kept in memory), dates as dates. */
function toSeoPost(post: BlogDto): SeoPost {
  const cardImage = stored(post.image);
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    image: shareImageOf(cardImage),
    cardImage,
    bannerImage: stored(post.bannerImage),
    imageAlt: post.imageAlt,
    createdAt: new Date(post.createdAt),
    updatedAt: new Date(post.updatedAt),
  };
}

function toSeoWorkshop(w: WorkshopDto): SeoWorkshop {
  return { slug: w.slug, updatedAt: new Date(w.updatedAt) };
}

export interface ContentRepositories {
  blogsRepository: BlogsRepository;
  jobsRepository: JobsRepository;
  workshopsRepository: WorkshopsRepository;
  coursesRepository: CoursesRepository;
}

/** Read through the repositories, so pages and API show the same mapping of the same rows. */
export async function loadContent(app: ContentRepositories): Promise<SeoContent> {
  const [posts, jobs, workshops, courses] = await Promise.all([
    app.blogsRepository.list(),
    app.jobsRepository.listOpen(),
    app.workshopsRepository.list('date'),
    app.coursesRepository.pages(),
  ]);
  return { posts: posts.map(toSeoPost), jobs, workshops: workshops.map(toSeoWorkshop), courses };
}
