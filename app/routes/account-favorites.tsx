import { redirect } from "react-router";

/** docs/product.md §10.3: the footer's 'Mes coups de coeurs' link leads to the favourites page. */
export async function loader() {
  throw redirect("/favoris", 301);
}
