import { isLinkedInProfileUrl, LINKEDIN_MESSAGE } from './course';
import { courseSchema } from './course-schema';
import { fieldErrorsOf } from './test-fixtures';

/** The smallest valid course body, as an admin client sent it before trainer profiles (issue 21). */
const course = (instructor: Record<string, unknown>) => ({
  title: 'Data Science',
  summary: 'Statistics, Python and machine learning.',
  image: '/images/courses/data-science.svg',
  rating: 4.9,
  lessons: 47,
  time: '20 Weeks',
  instructor: { name: 'Arjun Mehta', role: 'Senior Data Scientist', avatar: '/images/instructors/arjun-mehta.svg', ...instructor },
  fee: { amount: 55000 },
  leadCourse: 'Data Science',
  details: {},
});

const errorsOf = (input: unknown) => fieldErrorsOf(() => courseSchema.validateSync(input, { abortEarly: false }));

describe("courseSchema: the trainer's profile", () => {
  it('takes a course without the profile fields, reading them as empty and not a sample', () => {
    expect(courseSchema.validateSync(course({})).instructor).toEqual({
      name: 'Arjun Mehta',
      role: 'Senior Data Scientist',
      avatar: '/images/instructors/arjun-mehta.svg',
      experience: null,
      linkedin: null,
      bio: null,
      sample: false,
    });
  });

  it('takes experience, a LinkedIn profile, a bio of up to 600 characters and no photo', () => {
    const input = course({
      avatar: '',
      experience: ' 12 years building data platforms; trained 1,500+ learners ',
      linkedin: 'https://www.linkedin.com/in/arjun-mehta-example/',
      bio: 'b'.repeat(600),
    });
    expect(errorsOf(input)).toEqual({});
    expect(courseSchema.validateSync(input).instructor).toMatchObject({
      avatar: '',
      experience: '12 years building data platforms; trained 1,500+ learners',
      linkedin: 'https://www.linkedin.com/in/arjun-mehta-example/',
    });
  });

  it('refuses a LinkedIn address that is not an https profile on linkedin.com, a long bio and a photo from elsewhere', () => {
    for (const linkedin of [
      'http://www.linkedin.com/in/arjun',
      'https://www.linkedin.com/company/itxhyderabad',
      'https://linkedin.com.example.org/in/arjun',
      'https://evil.example/in/arjun?x=linkedin.com',
      'https://user@www.linkedin.com/in/arjun',
      'javascript:alert(1)',
      'www.linkedin.com/in/arjun',
    ]) {
      expect(errorsOf(course({ linkedin }))).toEqual({ 'instructor.linkedin': LINKEDIN_MESSAGE });
    }
    expect(errorsOf(course({ bio: 'b'.repeat(601) }))).toEqual({ 'instructor.bio': 'Bio must be at most 600 characters.' });
    expect(Object.keys(errorsOf(course({ avatar: 'https://example.com/me.jpg' })))).toEqual(['instructor.avatar']);
  });

  it('knows a LinkedIn profile address', () => {
    expect(isLinkedInProfileUrl('https://www.linkedin.com/in/arjun-mehta')).toBe(true);
    expect(isLinkedInProfileUrl('https://in.linkedin.com/in/arjun-mehta')).toBe(true);
    expect(isLinkedInProfileUrl('https://linkedin.com/in/arjun')).toBe(true);
    expect(isLinkedInProfileUrl('https://www.linkedin.com/in/')).toBe(false);
    expect(isLinkedInProfileUrl('https://www.linkedin.com/in/a/b')).toBe(false);
    expect(isLinkedInProfileUrl(`https://www.linkedin.com/in/${'a'.repeat(300)}`)).toBe(false);
  });
});
