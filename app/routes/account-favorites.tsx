import { redirect } from "react-router";

/** DESIGN.md deviation 3: the footer's 'Mes coups de coeurs' link leads to the favourites page. */
export async function loader() {
  throw redirect("/favoris", 301);
}
