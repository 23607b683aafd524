/*
 * What a post is about, read from its words (issue 21, docs/product.md §3 "Blog extras"): its reading time,
 * the words it shares with other posts (related posts) and the course its call-to-action names. No
 * validation library, so the post page stays light.
 */

/** The byline of a post whose author nobody named (every post written before bylines existed). */
export const DEFAULT_BLOG_AUTHOR = 'ITX Editorial Team';
export const BLOG_AUTHOR_NAME_MAX = 80;
export const BLOG_AUTHOR_ROLE_MAX = 120;
/** A reader's pace for the "N min read" of a post. */
export const WORDS_PER_MINUTE = 200;
/** How many related posts a post's page shows. */
export const RELATED_POSTS_MAX = 3;

/** The markup's link targets (`[text](url)` keeps its text): addresses are not words anyone reads. */
const LINK_TARGET = /\]\([^()\s]*\)/g;
/** A word: a run of letters and digits ("Node.js" is node and js). */
const WORD = /[\p{L}\p{N}]+/gu;
/** A letter or digit: what makes a run of non-spaces a word someone reads ("1." and "don't" count once; "-" not). */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Minutes to read a post's text at WORDS_PER_MINUTE, at least 1 (docs/product.md §3). */
export function readingMinutesOf(content: string): number {
  const words = content
    .replace(LINK_TARGET, ']')
    .split(/\s+/)
    .filter((token) => LETTER_OR_DIGIT.test(token)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The lower-case words of a text, in order, without link targets. */
export function wordsOf(text: string): string[] {
  return text.replace(LINK_TARGET, ']').toLowerCase().match(WORD) ?? [];
}

/** Words that say nothing about a topic. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can do does for from has have how i if in into is it its me my no not of on or our ' +
    'so than that the their them then there these they this to up us was we what when where which who why will with you your ' +
    'about after all also any before best every get more most much new now one only other over should some such very way ways ' +
    'ten top two three four five six seven eight nine first next need needs use using each many make makes'
  ).split(' '),
);

/** "practices" and "practice" alike: a plural's s dropped from longer words (not "ss", as in "class"). */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The distinct words of a text that say what it is about: no stop words, no lone digits, plurals as singulars. */
export function topicWords(text: string): Set<string> {
  const topic = new Set<string>();
  for (const word of wordsOf(text)) if (!STOP_WORDS.has(word) && !/^\d+$/.test(word)) topic.add(stem(word));
  return topic;
}

/** How many topic words two sets share. */
export function sharedWordCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const word of a) if (b.has(word)) n += 1;
  return n;
}

/** What the course match reads of a post. */
export interface PostTopic {
  title: string;
  description: string;
  content: string;
  /** The course the admin linked; null: matched by topic. */
  courseSlug: string | null;
}

/** What the course match reads of a course (a CourseSummaryDto has it). */
export interface CourseTopic {
  slug: string;
  title: string;
  tools: readonly string[];
}

/** Points a course's title earns when a post names it ("Data Science"); a tool earns 1, shared among the courses teaching it. */
export const COURSE_TITLE_POINTS = 3;
/** The least score a course needs to be named by a post it is not linked to. */
export const COURSE_MATCH_MIN = 1;

/** A term's words as matched: its words without lone numbers ("Java 21" is java, "Python 3" python). */
function termWords(term: string): string[] {
  return wordsOf(term).filter((w) => !/^\d+$/.test(w));
}

/** Every run of 1 to `longest` consecutive words of `words`, joined by spaces. */
function phrasesOf(words: readonly string[], longest: number): Set<string> {
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= longest && i + n <= words.length; n += 1) phrases.add(words.slice(i, i + n).join(' '));
  }
  return phrases;
}

/**
 * The course a post's call-to-action names (docs/product.md §3 "Blog extras"): the post's own course
 * link when it names a course in `courses`; otherwise the course whose title and tools the post's words
 * name most: its title (as a phrase) earns COURSE_TITLE_POINTS, each tool 1 point divided among the
 * courses that teach it (pandas, taught in two courses, earns each ½), and a term in the post's title
 * counts twice. The best score of at least COURSE_MATCH_MIN wins, the course listed first on a tie;
 * null when none reaches it (the page then offers a call instead).
 */
export function courseForPost<C extends CourseTopic>(post: PostTopic, courses: readonly C[]): C | null {
  if (post.courseSlug) {
    const linked = courses.find((c) => c.slug === post.courseSlug);
    if (linked) return linked;
  }
  const terms = courses.map((course) => ({
    course,
    title: termWords(course.title).join(' '),
    tools: [...new Set(course.tools.map((t) => termWords(t).join(' ')).filter(Boolean))],
  }));
  const teaching = new Map<string, number>();
  for (const { tools } of terms) for (const tool of tools) teaching.set(tool, (teaching.get(tool) ?? 0) + 1);
  const longest = Math.max(1, ...terms.flatMap(({ title, tools }) => [title, ...tools].map((t) => t.split(' ').length)));
  const inTitle = phrasesOf(wordsOf(post.title), longest);
  const inPost = phrasesOf(wordsOf(`${post.title}\n${post.description}\n${post.content}`), longest);
  const points = (term: string, worth: number) => (!term || !inPost.has(term) ? 0 : inTitle.has(term) ? 2 * worth : worth);

  let best: C | null = null;
  let bestScore = COURSE_MATCH_MIN;
  for (const { course, title, tools } of terms) {
    let score = points(title, COURSE_TITLE_POINTS);
    for (const tool of tools) score += points(tool, 1 / (teaching.get(tool) ?? 1));
    // A small tolerance: ½ + ½ is 1, however the fractions round.
    if (score + 1e-9 >= bestScore && (best === null || score > bestScore + 1e-9)) {
      best = course;
      bestScore = score;
    }
  }
  return best;
}
