import stylesheetText from "../../app.css?inline";
import stylesheetUrl from "../../app.css?url";

/**
 * The shop's one style sheet, written into the page (docs/decisions/022): the first paint waits for no second request,
 * which on a slow mobile network was half a second of blank screen. React hoists it to the top of <head>; the
 * browser gets the text only with the server's HTML: on hydration React finds the element by its `href` and keeps it
 * as it is, so the client bundle leaves the text out (`import.meta.env.SSR` is false there). In development the
 * linked file keeps Vite's live reloading of styles.
 */
export function ShopStylesheet() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheetUrl} precedence="default" />;
  return (
    <style href="app.css" precedence="default">
      {import.meta.env.SSR ? stylesheetText : ""}
    </style>
  );
}
