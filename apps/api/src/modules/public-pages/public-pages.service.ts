import {
  COURSE_PAGE_SIZE_DEFAULT,
  COURSE_PAGE_SIZE_MAX,
  type CourseDetail,
  type CourseList,
  type CourseListQuery,
  type JurisdictionList,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import { escapeHtml, type PublicPage, type PublicPageHead } from './public-page-html.js';

/** What this module reads from the catalog (CoursesService answers it). */
export interface PublicCourses {
  listCourses(query: CourseListQuery): Promise<CourseList>;
  getCourse(idOrSlug: string): Promise<CourseDetail>;
  listPublishedSlugs(): Promise<{ slug: string; updatedAt: string }[]>;
}

/** The filter lists (CatalogTaxonomyService answers it). */
export interface PublicTaxonomy {
  listJurisdictions(): Promise<JurisdictionList>;
}

export const SITE_NAME = 'Counsel CLE';
const SITE_DESCRIPTION =
  'Counsel CLE — accredited continuing legal education for lawyers and law firms: on-demand and live courses with credit in every state you report.';
const DESCRIPTION_MAX = 200;
/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The web routes (apps/web/src/app/router.tsx) whose HTML this module fills in. */
const COURSE_PATH = /^\/dashboard\/courses\/([^/]+)\/?$/;
const VERIFY_PATH = /^\/verify\/([^/]+)\/?$/;
const BROWSE_PATHS = new Set(['/dashboard/courses', '/dashboard/courses/']);
const PLANS_PATHS = new Set(['/dashboard/choose-your-plan', '/dashboard/choose-your-plan/']);

/** Private areas crawlers are kept out of (the public pages under /dashboard are allowed first). */
const ROBOTS_ALLOWED = [
  '/$',
  '/dashboard/courses',
  '/dashboard/choose-your-plan',
  '/contact',
  '/cookie-policy',
];
const ROBOTS_DISALLOWED = ['/dashboard/', '/staff', '/api/', '/auth/', '/dev/', '/verify/', '/zoom-'];

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The public pages as search engines and link previews see them (docs in README.md): each page's head, its
 * JSON-LD, the query data the web app starts from, sitemap.xml and robots.txt. Anonymous: nothing here depends on
 * who asks.
 */
export class PublicPagesService {
  private readonly origin: string;

  constructor(
    private readonly catalog: PublicCourses,
    private readonly taxonomy: PublicTaxonomy,
    appUrl: string,
    private readonly sitemapMaxUrls = SITEMAP_MAX_URLS,
  ) {
    this.origin = appUrl.replace(/\/+$/, '');
  }

  url(pathname: string): string {
    return `${this.origin}${pathname}`;
  }

  /** Whether `pathname` is one of the public pages (pageFor answers a page for it). */
  isPublicPath(pathname: string): boolean {
    if (pathname === '/' || BROWSE_PATHS.has(pathname) || PLANS_PATHS.has(pathname)) return true;
    const course = COURSE_PATH.exec(pathname)?.[1];
    return (course !== undefined && course !== 'watch') || VERIFY_PATH.test(pathname);
  }

  /**
   * The page for a path, or null when the path is not one of the public pages (the plain app shell serves it).
   * `filtered`: the address has a query string (Browse's filters), so Browse's unfiltered list is not its data.
   */
  async pageFor(pathname: string, filtered = false): Promise<PublicPage | null> {
    if (pathname === '/') return this.landingPage();
    if (BROWSE_PATHS.has(pathname)) return this.browsePage(filtered);
    if (PLANS_PATHS.has(pathname)) return this.plansPage();
    const course = COURSE_PATH.exec(pathname);
    if (course?.[1] !== undefined) {
      const key = decodeSegment(course[1]);
      return key === null || key === 'watch' ? null : this.coursePage(key);
    }
    const verify = VERIFY_PATH.exec(pathname);
    if (verify?.[1] !== undefined) return this.verifyPage(verify[1]);
    return null;
  }

  private head(pathname: string, title: string, description: string): PublicPageHead {
    return {
      // The web app's pageTitle() (apps/web/src/config/app.ts): the same title before and after it starts.
      title: `${title} · ${SITE_NAME}`,
      description: shorten(description),
      canonicalUrl: this.url(pathname),
      ogType: 'website',
      jsonLd: [],
    };
  }

  private async landingPage(): Promise<PublicPage> {
    // The keys of the landing page's hooks: NewOnDemandShowcase, useUpcomingLiveCourses, useJurisdictions.
    const onDemand = { format: 'ON_DEMAND', sort: 'newest', pageSize: 3 } as const;
    const live = { format: 'LIVE', sort: 'start-date', pageSize: COURSE_PAGE_SIZE_MAX } as const;
    const [onDemandList, liveList, jurisdictions] = await Promise.all([
      this.catalog.listCourses({ ...onDemand, currentPage: 1 }),
      this.catalog.listCourses({ ...live, currentPage: 1 }),
      this.taxonomy.listJurisdictions(),
    ]);
    const head = this.head('/', 'Accredited CLE for lawyers and firms', SITE_DESCRIPTION);
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: this.url('/'),
    });
    return {
      status: 200,
      head,
      routeModule: 'src/app/routes/landing.tsx',
      queries: [
        { queryKey: ['courses', 'list', onDemand], data: onDemandList },
        { queryKey: ['courses', 'list', live], data: liveList },
        { queryKey: ['catalog', 'jurisdictions'], data: jurisdictions },
      ],
    };
  }

  private async browsePage(filtered: boolean): Promise<PublicPage> {
    // Browse without filters asks for { sort: 'title', currentPage: 1 } (toCourseListQuery of no filters).
    const list = await this.catalog.listCourses({
      sort: 'title',
      currentPage: 1,
      pageSize: COURSE_PAGE_SIZE_DEFAULT,
    });
    const head = this.head(
      '/dashboard/courses',
      'Browse courses',
      'Accredited on-demand and live CLE courses. Filter by credit type, jurisdiction, credit category and practice area to find what your bar requires.',
    );
    // The first card's thumbnail is Browse's largest paint (docs/performance.md); filtered lists start elsewhere.
    const firstThumbnail = list.items[0]?.thumbnailUrl;
    if (!filtered && firstThumbnail) head.lcpImageUrl = firstThumbnail;
    return {
      status: 200,
      head,
      routeModule: 'src/app/routes/browse.tsx',
      queries: filtered
        ? []
        : [{ queryKey: ['courses', 'list', { sort: 'title', currentPage: 1 }], data: list }],
      noScriptHtml: this.courseListHtml(list),
    };
  }

  private plansPage(): PublicPage {
    return {
      status: 200,
      head: this.head(
        '/dashboard/choose-your-plan',
        'Choose your plan',
        'Become a member for unlimited access to every accredited CLE course, or buy seats for your firm. Monthly or annual, in US dollars.',
      ),
      routeModule: 'src/app/routes/choose-your-plan.tsx',
      queries: [],
    };
  }

  private verifyPage(segment: string): PublicPage {
    const head = this.head(
      `/verify/${segment}`,
      'Verify a certificate',
      'Confirms a certificate of attendance issued by Counsel CLE, for a state bar, an employer or anyone who receives one.',
    );
    head.noIndex = true;
    return { status: 200, head, routeModule: 'src/app/routes/verify-certificate.tsx', queries: [] };
  }

  private async coursePage(key: string): Promise<PublicPage> {
    let course: CourseDetail;
    try {
      course = await this.catalog.getCourse(key);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'COURSE_NOT_FOUND') throw error;
      const head = this.head(
        `/dashboard/courses/${encodeURIComponent(key)}`,
        'Course not found',
        SITE_DESCRIPTION,
      );
      head.noIndex = true;
      return { status: 404, head, routeModule: 'src/app/routes/course.tsx', queries: [] };
    }
    const pathname = `/dashboard/courses/${course.slug}`;
    const head = this.head(pathname, course.title, course.summary);
    head.ogType = 'article';
    if (course.thumbnailUrl) head.imageUrl = new URL(course.thumbnailUrl, `${this.origin}/`).toString();
    head.jsonLd.push(...this.courseJsonLd(course));
    return {
      status: 200,
      head,
      routeModule: 'src/app/routes/course.tsx',
      queries: [{ queryKey: ['courses', 'detail', key], data: course }],
      noScriptHtml: this.courseHtml(course),
    };
  }

  /** schema.org Course, and an Event for a live course's session. */
  courseJsonLd(course: CourseDetail): unknown[] {
    const url = this.url(`/dashboard/courses/${course.slug}`);
    const provider = { '@type': 'Organization', name: SITE_NAME, url: this.url('/') };
    const instructors = course.speakers.map((speaker) => ({
      '@type': 'Person',
      name: speaker.name,
      jobTitle: speaker.title,
    }));
    const offers = course.price
      ? {
          '@type': 'Offer',
          category: 'Paid',
          price: (course.price.amountCents / 100).toFixed(2),
          priceCurrency: course.price.currency.toUpperCase(),
          url,
        }
      : { '@type': 'Offer', category: 'Subscription', url };
    const courseLd = {
      '@context': 'https://schema.org',
      '@type': 'Course',
      '@id': url,
      name: course.title,
      description: shorten(course.summary, 500),
      url,
      provider,
      educationalLevel: course.level,
      timeRequired: `PT${course.durationMinutes}M`,
      datePublished: course.publishedAt,
      ...(course.thumbnailUrl ? { image: new URL(course.thumbnailUrl, `${this.origin}/`).toString() } : {}),
      ...(course.practiceAreas.length > 0 ? { about: course.practiceAreas.map((area) => area.name) } : {}),
      offers,
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(course.format === 'LIVE' && course.liveStartsAt ? { startDate: course.liveStartsAt } : {}),
        ...(instructors.length > 0 ? { instructor: instructors } : {}),
      },
    };
    if (course.format !== 'LIVE' || !course.liveStartsAt) return [courseLd];
    const starts = new Date(course.liveStartsAt);
    const eventLd = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: course.title,
      description: shorten(course.summary, 500),
      url,
      startDate: course.liveStartsAt,
      endDate: new Date(starts.getTime() + course.durationMinutes * 60_000).toISOString(),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url },
      organizer: provider,
      ...(instructors.length > 0 ? { performer: instructors } : {}),
      offers,
    };
    return [courseLd, eventLd];
  }

  /** A course as plain, readable HTML (for visitors without JavaScript). */
  private courseHtml(course: CourseDetail): string {
    const paragraphs = course.description
      .split(/\n{2,}/)
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .map((text) => `<p>${escapeHtml(text)}</p>`)
      .join('');
    const speakers = course.speakers
      .map((speaker) => `<li><strong>${escapeHtml(speaker.name)}</strong>, ${escapeHtml(speaker.title)}</li>`)
      .join('');
    const live = course.liveStartsAt
      ? `<p>Live session: <time datetime="${escapeHtml(course.liveStartsAt)}">${escapeHtml(course.liveStartsAt)}</time></p>`
      : '';
    return [
      '<main class="mx-auto max-w-6xl px-4 py-8">',
      '<p><a href="/dashboard/courses">Back to Browse</a></p>',
      `<article><h1>${escapeHtml(course.title)}</h1>`,
      `<p>${escapeHtml(course.summary)}</p>`,
      live,
      `<p>Duration: ${course.durationMinutes} minutes · Up to ${course.maxCreditHours} credit hours</p>`,
      `<h2>About this course</h2>${paragraphs}`,
      speakers ? `<h2>Speakers</h2><ul>${speakers}</ul>` : '',
      '</article></main>',
    ].join('');
  }

  private courseListHtml(list: CourseList): string {
    const items = list.items
      .map(
        (course) =>
          `<li><a href="/dashboard/courses/${encodeURIComponent(course.slug)}">${escapeHtml(course.title)}</a> — ${escapeHtml(course.summary)}</li>`,
      )
      .join('');
    return `<main class="mx-auto max-w-7xl px-4 py-8"><h1>Browse courses</h1><ul>${items}</ul></main>`;
  }

  /** The landing page, Browse, the plans page and every published course, with its last change. */
  private async sitemapEntries(): Promise<{ loc: string; lastmod?: string }[]> {
    const courses = await this.catalog.listPublishedSlugs();
    return [
      { loc: this.url('/') },
      { loc: this.url('/dashboard/courses') },
      { loc: this.url('/dashboard/choose-your-plan') },
      ...courses.map((course) => ({
        loc: this.url(`/dashboard/courses/${encodeURIComponent(course.slug)}`),
        lastmod: course.updatedAt,
      })),
    ];
  }

  /**
   * sitemap.xml: every URL when they fit in one file (the protocol allows 50,000), else an index of
   * sitemap-1.xml, sitemap-2.xml, … each holding at most that many.
   */
  async sitemapXml(): Promise<string> {
    const entries = await this.sitemapEntries();
    if (entries.length <= this.sitemapMaxUrls) return urlSet(entries);
    const parts = Math.ceil(entries.length / this.sitemapMaxUrls);
    const sitemaps = Array.from(
      { length: parts },
      (_, index) => `  <sitemap><loc>${escapeHtml(this.url(`/sitemap-${index + 1}.xml`))}</loc></sitemap>`,
    ).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}\n</sitemapindex>\n`;
  }

  /** One part of a split sitemap (1-based), or null when sitemap.xml is not split or there is no such part. */
  async sitemapPartXml(part: number): Promise<string | null> {
    const entries = await this.sitemapEntries();
    if (entries.length <= this.sitemapMaxUrls || !Number.isInteger(part) || part < 1) return null;
    const slice = entries.slice((part - 1) * this.sitemapMaxUrls, part * this.sitemapMaxUrls);
    return slice.length > 0 ? urlSet(slice) : null;
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      ...ROBOTS_ALLOWED.map((path) => `Allow: ${path}`),
      ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }
}

function urlSet(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
