import { describe, expect, it } from "vitest";
import { memoryHistory } from "./admin-history.ts";

describe("the admin's memory history (the desktop window)", () => {
  it("goes forward and back, and tells its listeners", () => {
    const history = memoryHistory();
    const seen: string[] = [];
    history.subscribe(() => seen.push(history.path()));
    history.push("/standards/gots/");
    history.push("/standards/gots");
    history.push("images");
    history.replace("/inbox");
    history.back();
    expect(seen).toEqual(["/standards/gots", "/images", "/inbox", "/standards/gots"]);
    history.back();
    history.back();
    expect(history.path()).toBe("/");
  });

  it("holds Back while the blocker says so", () => {
    const history = memoryHistory("/pages");
    history.push("/pages/hero");
    let block = true;
    const asked: string[] = [];
    history.setBlocker((to) => {
      asked.push(to);
      return block;
    });
    history.back();
    expect(history.path()).toBe("/pages/hero");
    block = false;
    history.back();
    expect(history.path()).toBe("/pages");
    expect(asked).toEqual(["/pages", "/pages"]);
  });

  it("keeps a query part apart from the path, once: replacing or going back drops it", () => {
    const history = memoryHistory("/resources");
    history.push("/resources/resources?add=document:guide.pdf");
    expect(history.path()).toBe("/resources/resources");
    expect(history.search()).toBe("?add=document:guide.pdf");
    history.replace("/resources/resources");
    expect(history.search()).toBe("");
    history.push("/images?add=document:guide.pdf");
    history.back();
    expect(history.path()).toBe("/resources/resources");
    expect(history.search()).toBe("");
  });

  it("goes from a list's page to another and back to the first, on one screen", () => {
    const history = memoryHistory("/standards");
    let told = 0;
    history.subscribe(() => told++);
    history.push("/standards?page=2");
    expect([history.path(), history.search()]).toEqual(["/standards", "?page=2"]);
    history.push("/standards?page=2");
    expect(told).toBe(1);
    history.push("/standards");
    expect([history.path(), history.search()]).toEqual(["/standards", ""]);
    expect(told).toBe(2);
  });
});
