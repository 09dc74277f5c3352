import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ListingAddress } from "../../lib/catalogue/listing-url.ts";

/**
 * A listing's GET form (sort, price, grades) that also works without JavaScript. Its action is the page's own path
 * and its hidden fields the listing's parameters as the loader read them, all but those the form itself sets and the
 * page (a new filter or sort starts again at page 1). Never the address as asked: a `<Form>` without an action copies
 * the address's query into it, and a kept page (decision 028) would hand one visitor's `fbclid` or e-mail to the next
 * (issue 51).
 */
export function ListingForm({
  address,
  except,
  className,
  children,
}: {
  address: ListingAddress;
  except: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={address.path} className={className}>
      {[...address.search.entries()]
        .filter(([name]) => !except.includes(name))
        .map(([name, entry]) => (
          <input key={`${name}=${entry}`} type="hidden" name={name} value={entry} />
        ))}
      {children}
    </Form>
  );
}
