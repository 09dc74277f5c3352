import { stockFrom } from "../../../core/cart/stock-rules.ts";
import { cardDataOf } from "../../../core/catalogue/catalogue-types.ts";
import { gradeOfOptions } from "../../../core/catalogue/condition-grades.ts";
import { variantNumber } from "../../../core/catalogue/handle.ts";
import type { SharedBook, SharedListPageData } from "../../../core/shared-lists/shared-list-types.ts";
import type { AppServices } from "../../../server/services.ts";
import type { SharedList } from "../../../server/shared-lists/shared-list-service.ts";

/**
 * The shared page's data (issue 40): each book looked up in today's catalogue by its Storefront id, then by its handle
 * (a re-import that gave it another id), with its copies as the product page reads them (kept until the next
 * products-changed event, decision 021), so price, grade and stock are live. Everything the page shows is here: a
 * kept page is sent again only while this data is the same (decision 028).
 */
export async function loadSharedListPage(
  services: Pick<AppServices, "catalogue" | "productDetails">,
  list: SharedList,
): Promise<SharedListPageData> {
  const found = list.items.map(
    (item) => services.catalogue.productById(item.id) ?? services.catalogue.productByHandle(item.handle),
  );
  const present = found.filter((product) => product !== undefined);
  const details = await Promise.all(
    present.map((product) => services.productDetails.byHandle(product.handle).catch(() => null)),
  );
  const books = present.map((product, index): SharedBook => {
    const variants = details[index]?.variants ?? [];
    return {
      card: cardDataOf(product),
      copies: variants.map((variant) => ({
        id: variant.id,
        number: variantNumber(variant.id),
        title: variant.title,
        label:
          gradeOfOptions(variant.selectedOptions)?.label ??
          (variant.title === "Default Title" ? "Exemplaire" : variant.title),
        price: variant.price,
        selectedOptions: variant.selectedOptions,
        stock: stockFrom(variant),
      })),
    };
  });
  return { id: list.id, title: list.title, books, removed: list.items.length - present.length };
}
