/**
 * The listing's current parameters as hidden fields, all but those the form itself sets and the page (a new filter
 * or sort starts again at page 1): a GET form then keeps them without JavaScript.
 */
export function CarriedParams({ search, except }: { search: URLSearchParams; except: readonly string[] }) {
  return (
    <>
      {[...search.entries()]
        .filter(([name]) => !except.includes(name))
        .map(([name, entry]) => (
          <input key={`${name}=${entry}`} type="hidden" name={name} value={entry} />
        ))}
    </>
  );
}
