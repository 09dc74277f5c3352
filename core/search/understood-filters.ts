import type { ListingParams } from "../catalogue/listing-params.ts";
import { understandQuery } from "./query-understanding.ts";

/** Formats whose books carry the school levels (docs/product.md §2: levels are the novels'). */
const NOVEL_FORMATS = new Set(["romans", "roman", "premiere-lecture"]);

/**
 * A search's ages and school years moved from its words to the listing's filters (decision 036): « dinosaures 4 ans »
 * becomes `q=dinosaures&age=4-6-ans`. The age facet then shows them ticked, unticking one undoes it, and the address
 * of every link and form, written from these parameters, can be shared. Ages the visitor ticked win over the words;
 * a school year narrows novels to its level only when the query names novels.
 */
export function withUnderstoodAges(params: ListingParams): ListingParams {
  if (params.q === "") return params;
  const understood = understandQuery(params.q);
  if (understood.ages.length === 0) return params;
  const namesNovels = understood.parts.some(
    (part) =>
      part.kind === "format" && [...part.format.tags, ...part.format.types].some((slug) => NOVEL_FORMATS.has(slug)),
  );
  const asked = params.ages.length > 0;
  return {
    ...params,
    q: understood.withoutAges,
    ages: asked ? params.ages : understood.ages,
    levels: asked || params.levels.length > 0 || !namesNovels ? params.levels : understood.levels,
  };
}
