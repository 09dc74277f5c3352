import { useEffect, useId, useState } from "react";
import type { ProductCardData } from "../../../core/catalogue/catalogue-types.ts";
import { SHARED_LIST_MESSAGES as M } from "../../../core/messages/shared-list.ts";
import { sharedListPath } from "../../../core/shared-lists/shared-list-schema.ts";
import { SHARED_LIST_MAX_BOOKS, SHARED_LIST_TITLE_MAX } from "../../../core/shop-constants.ts";
import { booksSignature, type OwnedList, readOwnedList, writeOwnedList } from "../../lib/shared-list/owned-list.ts";
import { focusableDisabled } from "../ui/focusable-disabled.ts";
import { toast } from "../ui/toast.ts";

type Answer = { ok: true; json: Record<string, unknown> } | { ok: false; status: number; error: string };

async function send(method: string, path: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(path, {
      method,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, json };
    return { ok: false, status: response.status, error: typeof json.error === "string" ? json.error : M.failed };
  } catch {
    return { ok: false, status: 0, error: M.failed };
  }
}

/**
 * « Partager ma liste » on /favoris (issue 40): a link that shows these favourites to whoever opens it, with a title
 * the owner chooses. This browser keeps the list's edit secret, so from here it can update the list under the same
 * link or stop sharing it; the link can be copied, or handed to the phone's share sheet where the browser has one.
 */
export function SharePanel({ items }: { items: ProductCardData[] }) {
  const [owned, setOwned] = useState<OwnedList | null>(null);
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [canShare, setCanShare] = useState(false);
  const titleId = useId();
  const linkId = useId();
  useEffect(() => {
    const stored = readOwnedList();
    setOwned(stored);
    if (stored) setTitle(stored.title);
    setCanShare(typeof navigator.share === "function");
  }, []);

  const link = owned ? `${window.location.origin}${sharedListPath(owned.id)}` : "";
  const listBody = () => ({ title, items: items.map(({ id, handle }) => ({ id, handle })) });
  const tooMany = items.length > SHARED_LIST_MAX_BOOKS;

  async function run(action: () => Promise<void>) {
    setError(null);
    if (tooMany) {
      setError(M.tooManyBooks);
      return;
    }
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }
  /** The list is not this browser's any more (stopped elsewhere, expired): forget it and say so. */
  function lost(answer: Extract<Answer, { ok: false }>) {
    if (answer.status === 404) {
      writeOwnedList(null);
      setOwned(null);
    }
    setError(answer.error);
  }

  const share = () =>
    run(async () => {
      const answer = await send("POST", "/api/listes", listBody());
      if (!answer.ok) return setError(answer.error);
      const list = {
        id: String(answer.json.id),
        secret: String(answer.json.secret),
        title: title.trim(),
        books: booksSignature(items),
      };
      writeOwnedList(list);
      setOwned(list);
      toast.success(M.shared);
    });
  const update = () =>
    run(async () => {
      if (!owned) return;
      const answer = await send("PUT", `/api/listes/${owned.id}`, { secret: owned.secret, ...listBody() });
      if (!answer.ok) return lost(answer);
      const list = { ...owned, title: title.trim(), books: booksSignature(items) };
      writeOwnedList(list);
      setOwned(list);
      toast.success(M.updated);
    });
  const stop = () =>
    run(async () => {
      if (!owned) return;
      const answer = await send("DELETE", `/api/listes/${owned.id}`, { secret: owned.secret });
      if (!answer.ok && answer.status !== 404) return setError(answer.error);
      writeOwnedList(null);
      setOwned(null);
      toast.success(M.stopped);
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(M.copied);
    } catch {
      toast.error(M.copyFailed);
    }
  };
  const shareSheet = () =>
    navigator.share({ title: title.trim() || "Ma liste de livres", url: link }).catch(() => {
      // Closed without choosing an app: nothing to say.
    });

  // With no favourites left, the panel stays only to stop sharing the list this browser shared.
  if (items.length === 0 && !owned) return null;
  const changed = owned !== null && owned.books !== booksSignature(items);
  const button =
    "rounded-full px-4 py-2 font-semibold aria-disabled:opacity-60 border border-brand-600 text-brand-700 hover:bg-brand-50";
  return (
    <section aria-labelledby={`${titleId}-heading`} className="mt-6 rounded-xl border border-brand-100 p-5">
      <h2 id={`${titleId}-heading`} className="text-xl font-bold">
        Partager avec la famille
      </h2>
      <p className="mt-1 text-sm">
        Un lien pour la famille et les amis : ils voient ces livres, leur prix et leur stock, et peuvent les acheter
        depuis leur propre panier, sans compte. Ils ne peuvent pas modifier votre liste.
      </p>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={titleId} className="font-semibold">
          Titre de la liste (facultatif)
        </label>
        <input
          id={titleId}
          value={title}
          maxLength={SHARED_LIST_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="La liste de Noël de Léa"
          className="max-w-md rounded-lg border border-brand-200 px-3 py-2"
        />
      </div>
      {owned ? (
        <div className="mt-4 flex flex-col gap-3">
          <label htmlFor={linkId} className="font-semibold">
            Lien de votre liste
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void copy()}
              className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600"
            >
              Copier le lien
            </button>
            {canShare ? (
              <button type="button" onClick={() => void shareSheet()} className={button}>
                Partager…
              </button>
            ) : null}
            <button type="button" {...focusableDisabled(busy, () => void update())} className={button}>
              Mettre à jour la liste partagée
            </button>
            <button type="button" {...focusableDisabled(busy, () => void stop())} className={button}>
              Arrêter le partage
            </button>
          </div>
          <p role="status" className="text-sm text-ink/80">
            {changed
              ? "Vos favoris ont changé depuis le partage : « Mettre à jour la liste partagée » pour que le lien les montre (le lien reste le même)."
              : "Le lien montre vos favoris tels qu'ils sont."}
          </p>
        </div>
      ) : (
        <button
          type="button"
          {...focusableDisabled(busy, () => void share())}
          className="mt-4 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 aria-disabled:opacity-60"
        >
          {busy ? "Création du lien…" : "Partager ma liste"}
        </button>
      )}
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
