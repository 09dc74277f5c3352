/**
 * The shop's error page without React: for the errors that happen where the shop's error boundary cannot render (an
 * Express-level refusal, a page whose own rendering failed). No script, no style to allow. Title and message are the
 * shop's own French texts, never the request's content.
 */
export function plainErrorPage(title: string, message: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Bouquinerie</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Retour à l'accueil</a></p>
</main>
</body>
</html>
`;
}
