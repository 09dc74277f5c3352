/**
 * The id of an information page's section heading (`InfoSection`, the FAQ's sections): a link to a section ends with
 * `#` and this, so the browser lands on its title.
 */
export function sectionAnchor(sectionId: string): string {
  return `${sectionId}-titre`;
}

/** A link to one section of an information page: `/mentions-legales#alertes-titre`. */
export function sectionHref(pagePath: string, sectionId: string): string {
  return `${pagePath}#${sectionAnchor(sectionId)}`;
}
