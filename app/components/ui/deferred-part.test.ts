import { describe, expect, it, type Mock, vi } from "vitest";
import { deferredPart } from "./deferred-part.ts";

type Annotated = Promise<unknown> & { status?: string; value?: unknown };

/** A part started once and whose download failed: still pending, waiting for another try. */
async function startedAndFailed(load: Mock<() => Promise<unknown>>) {
  const part = deferredPart(load, false);
  part.start();
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((part.promise as Annotated).status).toBeUndefined();
  return part;
}

describe("deferredPart", () => {
  it("downloads nothing on the client until started, then once however often it is started", async () => {
    const module = { Part: () => null };
    const load = vi.fn(async () => module);
    const part = deferredPart(load, false);
    expect(load).not.toHaveBeenCalled();
    part.start();
    part.start();
    expect(await part.promise).toBe(module);
    part.start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("marks its promise fulfilled with the module, so that React's use reads it without suspending again", async () => {
    const module = { Part: () => null };
    const part = deferredPart(async () => module, false);
    expect((part.promise as Annotated).status).toBeUndefined();
    part.start();
    await part.promise;
    expect((part.promise as Annotated).status).toBe("fulfilled");
    expect((part.promise as Annotated).value).toBe(module);
  });

  it("tries again at the next start after a failed download, and stays pending meanwhile", async () => {
    const module = { Part: () => null };
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(module);
    const part = await startedAndFailed(load);
    part.start();
    expect(await part.promise).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("on the server, imports the module at once: the page is rendered whole", async () => {
    const module = { Part: () => null };
    const load = vi.fn(async () => module);
    const part = deferredPart(load, true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await part.promise).toBe(module);
  });

  it("once needed, settles without the module when its code cannot be had, so that the page goes on", async () => {
    const load = vi.fn<() => Promise<unknown>>().mockRejectedValue(new Error("file gone with a new deployment"));
    // Merely started, a failed download leaves the part waiting for another try.
    const part = await startedAndFailed(load);
    part.need();
    expect(await part.promise).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("needed while its download is under way, settles without the module if that download fails", async () => {
    let fail: (error: Error) => void = () => {};
    const load = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    const part = deferredPart(load, false);
    part.start();
    part.need();
    fail(new Error("offline"));
    expect(await part.promise).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tells its lost listeners once, before its promise settles without the module", async () => {
    const part = deferredPart(() => Promise.reject(new Error("offline")), false);
    const heard: string[] = [];
    part.onLost(() => heard.push(`lost, settled: ${(part.promise as Annotated).status ?? "no"}`));
    part.start();
    part.need();
    expect(await part.promise).toBeNull();
    expect(heard).toEqual(["lost, settled: no"]);
  });
});
