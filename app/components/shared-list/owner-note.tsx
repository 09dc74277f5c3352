import { useEffect, useState } from "react";
import { Link } from "react-router";
import { readOwnedList } from "../../lib/shared-list/owned-list.ts";

/**
 * On the shared page, for the browser that shared it (issue 40): where to update it or stop sharing it. Read from local
 * storage after hydration, so the server's page is the same for everyone (decision 028).
 */
export function OwnerNote({ listId }: { listId: string }) {
  const [owner, setOwner] = useState(false);
  useEffect(() => setOwner(readOwnedList()?.id === listId), [listId]);
  if (!owner) return null;
  return (
    <p className="rounded-lg border-2 border-dashed border-brand-600 bg-white p-3">
      C'est la liste que vous avez partagée depuis ce navigateur. Pour la mettre à jour ou arrêter de la partager :{" "}
      <Link to="/favoris" className="font-semibold text-brand-700 underline">
        Mes favoris
      </Link>
      .
    </p>
  );
}
