import { isJobOpen, jobLocationLabel, type JobDto } from './job';
import { buildJobPostingJsonLd } from './job-posting';
import { clip, page, type PageMeta } from './page-meta';
import { ROUTES } from './routes';

/** A job; once it closes its page stays for visitors who follow old links, but leaves search results. */
export function jobMeta(job: JobDto, now: Date = new Date()): PageMeta {
  const location = jobLocationLabel(job.location);
  const open = isJobOpen(job, now);
  const terms = `${job.jobType === 'part-time' ? 'Part-time' : 'Full-time'}, ${job.isFresher ? 'freshers welcome' : `${job.experienceRequired}+ years of experience`}`;
  return page({
    title: `${job.title} Job in ${location}`,
    path: ROUTES.job(job.slug),
    description: clip(`${job.title} at ITX, ${location}. ${terms}. ${job.jobDescription}`),
    keywords: `${job.title} jobs, jobs in ${location}, ITX careers, trainer jobs Hyderabad`,
    crumbs: [
      { name: 'Careers', path: ROUTES.careers },
      { name: job.title, path: ROUTES.job(job.slug) },
    ],
    jsonLd: (siteUrl, site) => (open ? [buildJobPostingJsonLd(job, siteUrl, site)] : []),
    noIndex: !open,
  });
}
