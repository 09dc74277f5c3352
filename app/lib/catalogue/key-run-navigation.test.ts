import { describe, expect, it } from "vitest";
import { keyRunNavigation } from "./key-run-navigation.ts";

/** A history whose navigations land when the test says so, as a browser's do when their page has loaded. */
function slowHistory(start: string) {
  const entries = [start];
  const waiting: Array<(lands: boolean) => void> = [];
  const go = (href: string, replace: boolean) =>
    new Promise<void>((resolve) => {
      waiting.push((lands) => {
        if (lands && replace) entries[entries.length - 1] = href;
        else if (lands) entries.push(href);
        resolve();
      });
    });
  const settle = async (lands: boolean) => {
    waiting.shift()?.(lands);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    entries,
    go,
    current: () => entries[entries.length - 1],
    isCurrent: (href: string) => entries[entries.length - 1] === href,
    pending: () => waiting.length,
    /** Lands the oldest navigation asked for, then lets the awaiting code run. */
    landNext: () => settle(true),
    /** The oldest navigation, cut by a later one before its page came: it ends without an entry (React Router). */
    interruptNext: () => settle(false),
  };
}

describe("keyRunNavigation", () => {
  it("makes one history entry of a run of keys that come slower than their pages", async () => {
    const history = slowHistory("/theme");
    const navigation = keyRunNavigation(history.go, history.isCurrent);
    for (const price of [19, 18, 17]) {
      navigation.keyed(`/theme?prix_max=${price}`);
      await history.landNext();
    }
    expect(history.entries).toEqual(["/theme", "/theme?prix_max=17"]);
  });

  it("makes one entry of keys faster than their pages, and loads only the first and the latest", async () => {
    const history = slowHistory("/theme");
    const navigation = keyRunNavigation(history.go, history.isCurrent);
    for (const price of [19, 18, 17, 16]) navigation.keyed(`/theme?prix_max=${price}`);
    expect(history.pending()).toBe(1);
    await history.landNext();
    expect(history.entries).toEqual(["/theme", "/theme?prix_max=19"]);
    expect(history.pending()).toBe(1);
    await history.landNext();
    expect(history.entries).toEqual(["/theme", "/theme?prix_max=16"]);
    expect(history.pending()).toBe(0);
  });

  it("gives each pointer release its own entry, and starts a new run of keys after it", async () => {
    const history = slowHistory("/theme");
    const navigation = keyRunNavigation(history.go, history.isCurrent);
    navigation.keyed("/theme?prix_max=19");
    await history.landNext();
    navigation.released("/theme?prix_max=19&prix_min=3");
    await history.landNext();
    navigation.keyed("/theme?prix_max=19&prix_min=4");
    await history.landNext();
    navigation.keyed("/theme?prix_max=19&prix_min=5");
    await history.landNext();
    expect(history.entries).toEqual([
      "/theme",
      "/theme?prix_max=19",
      "/theme?prix_max=19&prix_min=3",
      "/theme?prix_max=19&prix_min=5",
    ]);
  });

  it("starts a new entry when the visitor went elsewhere (Back, another filter) between two keys", async () => {
    const history = slowHistory("/theme");
    const navigation = keyRunNavigation(history.go, history.isCurrent);
    navigation.keyed("/theme?prix_max=19");
    await history.landNext();
    history.entries.push("/theme?etat=tres-bon");
    navigation.keyed("/theme?etat=tres-bon&prix_max=18");
    await history.landNext();
    expect(history.entries).toEqual([
      "/theme",
      "/theme?prix_max=19",
      "/theme?etat=tres-bon",
      "/theme?etat=tres-bon&prix_max=18",
    ]);
  });

  it("drops a waiting key when another navigation took the page while the previous one loaded", async () => {
    const history = slowHistory("/theme");
    const navigation = keyRunNavigation(history.go, history.isCurrent);
    navigation.keyed("/theme?prix_max=19");
    navigation.keyed("/theme?prix_max=18");
    // A link followed before the run's page landed: it cuts that navigation and takes the page.
    history.entries.push("/produit/le-petit-prince");
    await history.interruptNext();
    expect(history.current()).toBe("/produit/le-petit-prince");
    expect(history.pending()).toBe(0);
  });

  it("lets a pointer release cut a run whose page is still loading: the waiting key is not loaded after it", async () => {
    const history = slowHistory("/theme");
    const navigation = keyRunNavigation(history.go, history.isCurrent);
    navigation.keyed("/theme?prix_max=19");
    navigation.keyed("/theme?prix_max=18");
    navigation.released("/theme?prix_max=18&prix_min=2");
    await history.interruptNext();
    await history.landNext();
    expect(history.pending()).toBe(0);
    expect(history.entries).toEqual(["/theme", "/theme?prix_max=18&prix_min=2"]);
  });
});
