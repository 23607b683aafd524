import { bucketEdge, vitalBucket, vitalRoute, WEB_VITAL_BUCKETS, WEB_VITAL_THRESHOLDS, WEB_VITAL_METRICS } from './web-vitals';

describe('field page speed (issue 44)', () => {
  it('names a public page by its pattern, and nothing else', () => {
    expect(vitalRoute('/')).toBe('/');
    expect(vitalRoute('/courses/')).toBe('/courses');
    expect(vitalRoute('/courses/python-full-stack')).toBe('/courses/:slug');
    expect(vitalRoute('/blogs/a-post/')).toBe('/blogs/:slug');
    for (const path of ['/admin/home', '/your-data/abc/def', '/reset-password/a/b', '/courses/a/b', '/nope'])
      expect(vitalRoute(path)).toBeNull();
  });

  it("puts each threshold on a bucket's edge, so good or not is exact in the counts", () => {
    for (const metric of WEB_VITAL_METRICS) {
      const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
      expect([metric, WEB_VITAL_BUCKETS[metric].includes(good), WEB_VITAL_BUCKETS[metric].includes(poor)]).toEqual([metric, true, true]);
      expect(bucketEdge(metric, vitalBucket(metric, good))).toBe(good);
    }
    expect(vitalBucket('LCP', 2501)).toBe(vitalBucket('LCP', 3000));
    expect(vitalBucket('LCP', 10 ** 6)).toBe(WEB_VITAL_BUCKETS.LCP.length);
  });
});
