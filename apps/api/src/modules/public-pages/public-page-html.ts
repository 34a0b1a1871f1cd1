/**
 * What a public page puts in its HTML before any JavaScript runs (docs: README.md beside this file): the head
 * (title, description, canonical URL, Open Graph, JSON-LD), the page's query data for the web app's query cache, a
 * readable copy of the content for visitors without JavaScript, and preloads of the page's own chunks.
 */
export interface PublicPageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonicalUrl: string;
  ogType: 'website' | 'article';
  imageUrl?: string;
  /**
   * The image the page paints largest above the fold (Browse: the first card's thumbnail), exactly as the page's
   * <img> asks for it: preloaded at high priority so it does not wait for the JavaScript that renders the card.
   */
  lcpImageUrl?: string;
  /** Pages that carry a person's data (certificate verification) stay out of search results. */
  noIndex?: boolean;
  /** schema.org objects, each written as one application/ld+json block. */
  jsonLd: unknown[];
}

/** One entry of the web app's query cache: exactly the key the page's hook uses, and the API's answer. */
export interface SeededQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface PublicPage {
  status: 200 | 404;
  head: PublicPageHead;
  queries: SeededQuery[];
  /** Plain HTML shown when JavaScript is off (already escaped). */
  noScriptHtml?: string;
  /** The web source module of the page's route (a key of Vite's manifest), preloaded with its imports. */
  routeModule: string;
}

/** The id of the query-data block main.tsx reads. */
export const QUERY_DATA_ELEMENT_ID = 'counsel-query-data';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON inside a <script> block: `<` (so no `</script>` or `<!--` can end or change it) and the line separators
 * that old parsers choke on are written as \u escapes, which JSON.parse reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(head: PublicPageHead, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    ...(head.lcpImageUrl
      ? [`<link rel="preload" as="image" href="${escapeHtml(head.lcpImageUrl)}" fetchpriority="high" />`]
      : []),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ];
  return tags.join('\n    ');
}

/** Vite's manifest entry (the parts used here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The files a route module needs first: its own chunk and, recursively, the chunks it imports statically. */
export function routeChunkFiles(manifest: ViteManifest, routeModule: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(routeModule);
  return [...files];
}

/**
 * index.html with the page's head in place of the template's title and description, preloads of its chunks,
 * the query data before the app's script, and the no-JavaScript copy in the body.
 */
export function renderPublicPageHtml(
  template: string,
  page: PublicPage,
  options: { siteName: string; preloadFiles: string[]; bodyHtml?: string | null },
): string {
  const withoutDefaults = template
    .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*?\n?/, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>\s*?\n?/, '');
  const preloads = options.preloadFiles
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
  const head = [renderHead(page.head, options.siteName), ...preloads].join('\n    ');
  const data =
    page.queries.length > 0
      ? `<script type="application/json" id="${QUERY_DATA_ELEMENT_ID}">${jsonForScript(page.queries)}</script>\n    `
      : '';
  // The server-rendered page, when there is one, is what visitors without JavaScript read; else a plain copy.
  const body = options.bodyHtml ? withoutTitles(options.bodyHtml) : '';
  const noScript = !body && page.noScriptHtml ? `<noscript>${page.noScriptHtml}</noscript>\n    ` : '';
  return withoutDefaults
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `${noScript}<div id="root">${body}</div>\n    ${data}`.trimEnd());
}

/**
 * index.html with tags of this deployment added to its head (the browser's error-reporting DSN: static-web.ts), for
 * the plain app shell and the public pages alike; unchanged when there are none.
 */
export function withHeadTags(template: string, tags: string): string {
  return tags ? template.replace('</head>', () => `  ${tags}\n  </head>`) : template;
}

/** React renders a page's <title> where the page renders it; on the server the head already has it. */
function withoutTitles(html: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>/g, '');
}
