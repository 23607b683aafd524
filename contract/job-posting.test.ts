import { buildJobPostingJsonLd, jobPostingDescriptionHtml } from './job-posting';
import { serializeJsonLd } from './structured-data';
import { DEFAULT_SITE_CONTACT as SITE } from './site';
import { novemberJob } from './test-fixtures';

const job = novemberJob({
  _id: '42',
  title: 'Data Science Trainer',
  jobDescription: 'Teach Python & statistics.\n\nMentor <b>batches</b> of 30.',
  keyResponsibilities: ['Deliver classes', 'Review projects', 'Run doubt sessions', 'Update the syllabus', 'Coach for interviews'],
});

describe('buildJobPostingJsonLd', () => {
  it('carries every property Google requires for a job posting, from the job itself', () => {
    const ld = buildJobPostingJsonLd(job, 'https://itx.example/', SITE);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Data Science Trainer',
      datePosted: '2026-11-01T09:30:00.000Z',
      validThrough: '2026-12-31T18:29:59.000Z',
      employmentType: 'FULL_TIME',
      url: 'https://itx.example/careers/data-science-trainer',
      identifier: { '@type': 'PropertyValue', name: 'ITX', value: '42' },
      directApply: true,
      baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: 25000, unitText: 'MONTH' } },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
    });
    expect(ld.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'ITX',
      sameAs: ['https://itx.example', ...SITE.social.map((s) => s.url)],
      logo: 'https://itx.example/logo.svg',
    });
    expect(ld.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: 'Hyderabad',
      addressRegion: 'Telangana',
      postalCode: '500081',
      addressCountry: 'IN',
    });
  });

  it('describes the role in escaped HTML with the five responsibilities', () => {
    expect(jobPostingDescriptionHtml(job)).toBe(
      '<p>Teach Python &amp; statistics.</p><p>Mentor &lt;b&gt;batches&lt;/b&gt; of 30.</p>' +
        '<p><strong>Key responsibilities</strong></p><ul><li>Deliver classes</li><li>Review projects</li>' +
        '<li>Run doubt sessions</li><li>Update the syllabus</li><li>Coach for interviews</li></ul>',
    );
  });

  it('marks part-time freshers, and a job in another town keeps its own locality', () => {
    const ld = buildJobPostingJsonLd(
      {
        ...job,
        jobType: 'part-time',
        experienceRequired: 0,
        isFresher: true,
        location: 'Secunderabad',
        salary: { currency: 'INR', value: 18000, unit: 'MONTH' },
      },
      'https://itx.example',
      SITE,
    );
    expect(ld.employmentType).toBe('PART_TIME');
    expect(ld.experienceRequirements).toBe('no requirements');
    expect(ld.baseSalary.value.value).toBe(18000);
    expect(ld.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Secunderabad', addressCountry: 'IN' });
  });

  it('serializes without any text able to close the script element', () => {
    const text = serializeJsonLd(
      buildJobPostingJsonLd({ ...job, title: '</script><script>alert(1)</script>' }, 'https://itx.example', SITE),
    );
    expect(text).not.toContain('<');
    expect(JSON.parse(text).title).toBe('</script><script>alert(1)</script>');
  });
});
