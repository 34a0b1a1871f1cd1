export const APP_NAME = 'Counsel CLE';

/** The document title of a page: "Browse courses · Counsel CLE". */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}
