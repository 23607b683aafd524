import { matchesSearch, searchKey, searchRanked } from './search-key';

describe('searchKey', () => {
  it('drops case, accents, spaces, hyphens and punctuation', () => {
    expect(searchKey('Full-Stack  Web, Dev!')).toBe('fullstackwebdev');
    expect(searchKey('Café')).toBe('cafe');
  });
});

describe('matchesSearch', () => {
  const fields = ['Data Science Workshop', 'From a raw CSV to a first model.', 'Data Science'];

  it('matches everything on an empty term', () => {
    expect(matchesSearch('  - ', fields)).toBe(true);
  });

  it('ignores case, hyphens and spaces inside a word', () => {
    expect(matchesSearch('DATA-science', fields)).toBe(true);
    expect(matchesSearch('datascience', fields)).toBe(true);
    expect(matchesSearch('raw csv', fields)).toBe(true);
  });

  it('finds every word of the term, in any order and any field', () => {
    expect(matchesSearch('workshop data', fields)).toBe(true);
    expect(matchesSearch('model science', fields)).toBe(true);
    expect(matchesSearch('science kubernetes', fields)).toBe(false);
  });
});

describe('searchRanked (the rule of the course, workshop, blog and job lists)', () => {
  const courses = [
    { title: 'Data Analytics', summary: 'Excel, SQL and dashboards.', tools: ['Excel', 'Power BI', 'Tableau'] },
    { title: 'Java Full-Stack', summary: 'Spring Boot and React.', tools: ['Java', 'Spring Boot'] },
    { title: 'Python Full-stack', summary: 'Django and React.', tools: ['Python', 'Django'] },
    { title: 'Cloud Computing', summary: 'AWS and Azure foundations.', tools: ['AWS', 'Azure', 'Docker'] },
    { title: 'Stack Traces Explained', summary: 'Reading errors.', tools: [] },
    { title: 'MERN Stack', summary: 'One language across the full stack.', tools: ['Node.js'] },
  ];
  const find = (term: string) =>
    searchRanked(courses, term, (c) => ({ title: c.title, rest: [c.summary, ...c.tools] })).map((c) => c.title);

  it('finds what people type whatever the spelling: "full stack", "aws", "power bi"', () => {
    expect(find('full stack')).toEqual(['Java Full-Stack', 'Python Full-stack', 'MERN Stack']);
    expect(find('aws')).toEqual(['Cloud Computing']);
    expect(find('POWER-BI')).toEqual(['Data Analytics']);
  });

  it('lists title matches before matches in the summary or tools', () => {
    expect(find('stack')).toEqual(['Java Full-Stack', 'Python Full-stack', 'Stack Traces Explained', 'MERN Stack']);
    expect(find('react')).toEqual(['Java Full-Stack', 'Python Full-stack']);
    expect(find('django python')).toEqual(['Python Full-stack']);
  });

  it('keeps every item, in order, for an empty term, and none for a term nothing holds', () => {
    expect(find(' ')).toEqual(courses.map((c) => c.title));
    expect(find('quantum')).toEqual([]);
  });
});
