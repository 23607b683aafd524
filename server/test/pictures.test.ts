import { eq } from 'drizzle-orm';
import { API, type AdminCourseDto, type AlumniStoryDto, type CourseDto, type HiringPartnerDto, type UploadedPictureDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { makeImage, multipart, SVG_WITH_SCRIPT, type FilePart } from './blog-fixtures';
import { images } from '../src/db/schema';
import { PICTURE_NOT_STORED_MESSAGE } from '../src/lib/image-upload';

/**
 * Issue 41: pictures staff upload wherever a picture is shown. A picture goes up on its own (POST /api/admin/images),
 * re-encoded like a post's; a course (card, hero slide, trainer photo), an alumni story (photo) or a partner (logo)
 * then saves its path. A save naming a picture that is not stored is refused; a picture no record shows any more is
 * deleted, at once when a record lets go of it, a day later when an editor was left without saving.
 */
describe(`uploaded pictures on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ site: true, timeout: 60_000 });
  const get = (url: string) => ctx.t.request({ method: 'GET', url });

  const upload = async (file: FilePart) => {
    const body = multipart({}, [file]);
    return ctx.asAdmin({ method: 'POST', url: API.admin.images, headers: body.headers, payload: body.payload });
  };
  const png = async (colour: string, width = 1200): Promise<UploadedPictureDto> => {
    const res = await upload({
      field: 'image',
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: await makeImage('png', width, 800, colour),
    });
    expect(res.statusCode).toBe(201);
    return json<UploadedPictureDto>(res);
  };
  const adminCourse = async (slug: string) => json<AdminCourseDto>(await ctx.asAdmin({ method: 'GET', url: API.courses.adminOne(slug) }));
  const saveCourse = (course: AdminCourseDto, changes: Record<string, unknown>) =>
    ctx.asAdmin({
      method: 'PUT',
      url: API.courses.one(course.slug),
      payload: {
        title: course.title,
        summary: course.summary,
        image: course.image,
        imageAlt: course.imageAlt,
        rating: course.rating,
        lessons: course.lessons,
        time: course.time,
        instructor: course.instructor,
        fee: course.fee,
        leadCourse: course.leadCourse,
        hero: course.hero,
        details: course.details,
        version: course.version,
        ...changes,
      },
    });
  /** How many stored images have this hash (0 or 1). */
  const stored = async (hash: string) =>
    (await ctx.t.app.database.db.select({ hash: images.hash }).from(images).where(eq(images.hash, hash))).length;

  it('is for admins only, takes one picture, and refuses anything else with the reason at the field', async () => {
    const body = multipart({}, [{ field: 'image', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png', 40, 30) }]);
    expect((await ctx.t.request({ method: 'POST', url: API.admin.images, headers: body.headers, payload: body.payload })).statusCode).toBe(
      401,
    );

    const script = await upload({ field: 'image', filename: 'logo.png', contentType: 'image/png', bytes: SVG_WITH_SCRIPT });
    expect(script.statusCode).toBe(415);
    expect(json<{ fieldErrors: Record<string, string> }>(script).fieldErrors.image).toMatch(/not a supported image/);
    const wrongField = await upload({ field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png', 40, 30) });
    expect(wrongField.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(wrongField).fieldErrors.image).toMatch(/one file field named "image"/);
  });

  it("a course's card, hero slide and trainer photo are uploads; the site shows them with the card's own text alternative", async () => {
    const card = await png('#114477');
    expect(card.path).toBe(`/api/images/${card.hash}-960.webp`);
    expect(card.widths).toEqual([480, 960, 1200]);
    const served = await get(card.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const photo = await png('#aa3355', 400);
    const slide = await png('#336622');

    const before = await adminCourse('data-science');
    const saved = await saveCourse(before, {
      image: card.path,
      imageAlt: 'Learners at the Data Science lab bench',
      instructor: { ...before.instructor, avatar: photo.path, sample: true },
      hero: before.hero ? { ...before.hero, background: slide.path } : null,
    });
    expect(saved.statusCode).toBe(200);

    const course = json<CourseDto>(await get(API.courses.one('data-science')));
    expect(course.image).toBe(card.path);
    expect(course.imageAlt).toBe('Learners at the Data Science lab bench');
    expect(course.instructor.avatar).toBe(photo.path);
    const page = (await get('/courses/data-science')).body;
    expect(page).toContain(`alt="Learners at the Data Science lab bench"`);
    expect(page).toContain(card.path);
    expect(page).toContain(photo.path);

    // A new card picture: the one it replaces is shown nowhere any more and is gone.
    const next = await png('#224488');
    const replaced = await saveCourse(await adminCourse('data-science'), { image: next.path });
    expect(replaced.statusCode).toBe(200);
    expect(await stored(card.hash)).toBe(0);
    expect((await get(card.path)).statusCode).toBe(404);
    expect(await stored(photo.hash)).toBe(1);
  });

  it('refuses a save naming a picture that is not stored, and changes nothing', async () => {
    const before = await adminCourse('mern-stack');
    const madeUp = `/api/images/${'ab'.repeat(32)}-960.webp`;
    const res = await saveCourse(before, { image: madeUp, instructor: { ...before.instructor, avatar: madeUp } });
    expect(res.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(res).fieldErrors).toEqual({
      image: PICTURE_NOT_STORED_MESSAGE,
      'instructor.avatar': PICTURE_NOT_STORED_MESSAGE,
    });
    expect(await adminCourse('mern-stack')).toEqual(before);

    const partner = json<HiringPartnerDto[]>(await get(API.alumni.partners))[0];
    const logo = await ctx.asAdmin({ method: 'PUT', url: API.alumni.adminPartnerLogo(partner?._id ?? ''), payload: { logo: madeUp } });
    expect(json<{ fieldErrors: Record<string, string> }>(logo).fieldErrors).toEqual({ logo: PICTURE_NOT_STORED_MESSAGE });
    const elsewhere = await ctx.asAdmin({
      method: 'PUT',
      url: API.alumni.adminPartnerLogo(partner?._id ?? ''),
      payload: { logo: 'https://logos.example/acme.png' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it("an alumni story's photo and a partner's logo are shown on the site; removing them deletes the pictures", async () => {
    const photo = await png('#553311', 600);
    const created = await ctx.asAdmin({
      method: 'POST',
      url: API.alumni.adminStories,
      payload: {
        kind: 'testimonial',
        name: 'Photo Learner',
        courseSlug: null,
        role: 'Analyst',
        company: 'Madhapur Analytics',
        quote: 'The weekend batch fitted my job and the mentors answered every question.',
        consent: { date: '2026-01-10', form: 'email' },
        photo: photo.path,
      },
    });
    expect(created.statusCode).toBe(201);
    const story = json<AlumniStoryDto>(created);
    const shown = json<AlumniStoryDto[]>(await get(API.alumni.stories)).find((s) => s._id === story._id);
    expect(shown?.photo).toBe(photo.path);

    const [partner] = json<HiringPartnerDto[]>(await get(API.alumni.partners));
    const logo = await png('#ffffff', 300);
    const set = await ctx.asAdmin({ method: 'PUT', url: API.alumni.adminPartnerLogo(partner?._id ?? ''), payload: { logo: logo.path } });
    expect(set.statusCode).toBe(200);
    expect(json<HiringPartnerDto[]>(await get(API.alumni.partners)).find((p) => p._id === partner?._id)?.logo).toBe(logo.path);
    const home = (await get('/')).body;
    expect(home).toContain(`src="${logo.path}"`);
    expect(home).toContain(`alt="${partner?.name ?? ''} (sample)"`);

    // An update that leaves the photo out keeps it (an older client); '' removes it, and the picture goes.
    const { _id, courseTitle, courseDuration, createdAt, updatedAt, photo: kept, ...body } = story;
    void [_id, courseTitle, courseDuration, createdAt, updatedAt, kept];
    const same = await ctx.asAdmin({ method: 'PUT', url: API.alumni.adminStory(story._id), payload: body });
    expect(json<AlumniStoryDto>(same).photo).toBe(photo.path);
    const cleared = await ctx.asAdmin({
      method: 'PUT',
      url: API.alumni.adminStory(story._id),
      payload: { ...body, version: json<AlumniStoryDto>(same).version, photo: '' },
    });
    expect(json<AlumniStoryDto>(cleared).photo).toBe('');
    expect(await stored(photo.hash)).toBe(0);

    await ctx.asAdmin({ method: 'DELETE', url: API.alumni.adminPartner(partner?._id ?? '') });
    expect(await stored(logo.hash)).toBe(0);
  });

  it('a picture no record saved is deleted a day after its upload, at the next upload', async () => {
    const left = await png('#777777', 200);
    const repo = ctx.t.app.imagesRepository;
    await repo.removeUnsaved(new Date(Date.now() + 23 * 60 * 60 * 1000));
    expect(await stored(left.hash)).toBe(1);
    await repo.removeUnsaved(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await stored(left.hash)).toBe(0);
    // The same file uploaded again after its first, unsaved upload aged past a day: stored afresh, not swept with it.
    const bytes = await makeImage('png', 240, 160, '#123456');
    const file = { field: 'image', filename: 'again.png', contentType: 'image/png', bytes };
    const first = json<UploadedPictureDto>(await upload(file));
    await ctx.t.app.database.db
      .update(images)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(images.hash, first.hash));
    const again = await upload(file);
    expect([again.statusCode, json<UploadedPictureDto>(again).path]).toEqual([201, first.path]);
    expect(await stored(first.hash)).toBe(1);
    expect((await get(first.path)).statusCode).toBe(200);
    // Pictures records show are kept however old they are.
    const course = json<CourseDto>(await get(API.courses.one('data-science')));
    expect((await get(course.image)).statusCode).toBe(200);
  });
});
