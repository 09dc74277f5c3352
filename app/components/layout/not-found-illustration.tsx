/** An open book with a question mark: the 404 page's illustration (SPEC §2). */
export function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 200 140" width="200" height="140" aria-hidden="true" className="text-brand-600">
      <path d="M20 30 Q60 15 100 35 L100 125 Q60 105 20 120 Z" fill="#f9e6d3" stroke="currentColor" strokeWidth="3" />
      <path
        d="M180 30 Q140 15 100 35 L100 125 Q140 105 180 120 Z"
        fill="#fdf6ef"
        stroke="currentColor"
        strokeWidth="3"
      />
      <text x="140" y="88" textAnchor="middle" fontSize="48" fontWeight="700" fill="currentColor">
        ?
      </text>
      <path d="M35 55 h45 M35 70 h40 M35 85 h45" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
