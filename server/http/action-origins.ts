/**
 * The hosts React Router accepts in an action's `Origin` besides the request's own: the public one of SITE_URL (with its
 * port when it has one), so the shop's forms work whatever Host a reverse proxy passes on.
 */
export function actionOriginsFor(siteUrl: string): string[] {
  return [new URL(siteUrl).host];
}
