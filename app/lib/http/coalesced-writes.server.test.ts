import { describe, expect, it } from "vitest";
import { coalescedWrites } from "./coalesced-writes.server.ts";

function collect(stream: ReturnType<typeof coalescedWrites>) {
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  return out;
}

describe("coalescedWrites", () => {
  it("sends the chunks written in one turn as one, and a chunk written later on its own, at once", async () => {
    const stream = coalescedWrites();
    const out = collect(stream);
    for (const part of ["<html>", "<head>", "</head>", "<body>"]) stream.write(Buffer.from(part));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual(["<html><head></head><body>"]);

    // A streamed part (deferred data, a Suspense boundary) comes in a later turn: it is not held for the end.
    await new Promise((resolve) => setTimeout(resolve, 20));
    stream.write(Buffer.from("<script>données</script>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual(["<html><head></head><body>", "<script>données</script>"]);
  });

  it("sends what is pending when the render ends, then ends, and tells its caller once", async () => {
    let finals = 0;
    const stream = coalescedWrites(() => {
      finals += 1;
    });
    const out = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write(Buffer.from("<p>fin</p>"));
    stream.end(Buffer.from("</html>"));
    await ended;
    expect(out.join("")).toBe("<p>fin</p></html>");
    expect(finals).toBe(1);
  });
});
