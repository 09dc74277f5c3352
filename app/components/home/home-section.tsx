import type { ReactNode } from "react";

/**
 * Sections well below the first screen skip layout and paint until the visitor scrolls near them: on a phone the
 * first layout of the whole home page was a long task of its own. `auto` keeps the size they last had.
 */
const BELOW_FOLD = "[content-visibility:auto] [contain-intrinsic-size:auto_28rem]";

/** A home page section: an h2 that names the region, an optional action beside it, then the content. */
export function HomeSection({
  id,
  title,
  action,
  belowFold = false,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  /** Never on the first screen, whatever the device: its rendering can wait until it comes near. */
  belowFold?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={belowFold ? `mt-12 ${BELOW_FOLD}` : "mt-12"}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
