import { shareImageOf, type BlogDto, type ImageDto, type JobDto, type WorkshopDto } from '@contract';
import type { BlogsRepository } from '../plugins/app/blogs-repository';
import type { CoursesRepository } from '../plugins/app/courses-repository';
import type { JobsRepository } from '../plugins/app/jobs-repository';
import type { WorkshopsRepository } from '../plugins/app/workshops-repository';
import type { SiteSettingsRepository } from '../plugins/app/site-settings-repository';

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
  /** When the post went public: the date its page, the feed and structured data give. */
  publishedAt: Date;
  /** Its last change as visitors see it: its last save, or its going public when that came later (a scheduled post). */
  updatedAt: Date;
}

/** A workshop as the sitemap uses it: its address and last change. */
export interface SeoWorkshop {
  slug: string;
  updatedAt: Date;
}

/** The public content the page heads, crawler text, sitemap and feed are made of. */
export interface SeoContent {
  /** Published posts whose time has come, newest first (drafts and scheduled posts are nowhere public). */
  posts: SeoPost[];
  /** Open jobs only (validThrough not passed), newest first: the same DTOs the careers API answers with. */
  jobs: JobDto[];
  workshops: SeoWorkshop[];
  /** The courses the site offers: their addresses and last change. */
  courses: { slug: string; updatedAt: Date }[];
  /** When an admin last saved the site settings (the privacy policy's effective date); null when never. */
  settingsUpdatedAt: Date | null;
  /** The institute's short name (Site settings), for the feed's title. */
  siteName: string;
}

function stored(image: ImageDto | null): StoredImage | null {
  return image && image.widths.length > 0 ? { hash: image.hash, widths: image.widths } : null;
}

/** A post as the pages use it: no body (the list is kept in memory), dates as dates. */
function toSeoPost(post: BlogDto): SeoPost {
  const cardImage = stored(post.image);
  const publishedAt = new Date(post.publishedAt ?? post.createdAt);
  const updatedAt = new Date(post.updatedAt);
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    image: shareImageOf(cardImage),
    cardImage,
    bannerImage: stored(post.bannerImage),
    imageAlt: post.imageAlt,
    publishedAt,
    updatedAt: updatedAt > publishedAt ? updatedAt : publishedAt,
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
  siteSettingsRepository: SiteSettingsRepository;
}

/** Read through the repositories, so pages and API show the same mapping of the same rows. */
export async function loadContent(app: ContentRepositories): Promise<SeoContent> {
  const [posts, jobs, workshops, courses, settings] = await Promise.all([
    app.blogsRepository.listPublic(),
    app.jobsRepository.listOpen(),
    app.workshopsRepository.list('date'),
    app.coursesRepository.pages(),
    app.siteSettingsRepository.get(),
  ]);
  return {
    posts: posts.map(toSeoPost),
    jobs,
    workshops: workshops.map(toSeoWorkshop),
    courses,
    settingsUpdatedAt: settings.updatedAt ? new Date(settings.updatedAt) : null,
    siteName: settings.contact.name,
  };
}
