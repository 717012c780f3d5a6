import { createReloadGuard } from "../../../../src/app/runtime/reload-guard";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe("reload guard: at most one reload per 10 seconds per path", () => {
  it("allows the first reload of a path, refuses another within 10 s, allows it again after", () => {
    let now = 1_000_000;
    const guard = createReloadGuard(memoryStorage(), () => now);
    expect(guard.tryReload("/about/")).toBe(true);
    now += 9_999;
    expect(guard.tryReload("/about/")).toBe(false);
    now += 1;
    expect(guard.tryReload("/about/")).toBe(true);
  });

  it("counts each path on its own", () => {
    const guard = createReloadGuard(memoryStorage(), () => 5_000);
    expect(guard.tryReload("/a/")).toBe(true);
    expect(guard.tryReload("/b/")).toBe(true);
    expect(guard.tryReload("/a/")).toBe(false);
  });

  it("survives the reload itself (state is in storage) and corrupt storage", () => {
    const storage = memoryStorage();
    let now = 0;
    expect(createReloadGuard(storage, () => now).tryReload("/x/")).toBe(true);
    now = 3_000;
    expect(createReloadGuard(storage, () => now).tryReload("/x/")).toBe(false);
    storage.setItem("reloadGuard", "{not json");
    expect(createReloadGuard(storage, () => now).tryReload("/x/")).toBe(true);
  });

  it("still reloads once when storage is unavailable", () => {
    expect(createReloadGuard(undefined).tryReload("/x/")).toBe(true);
  });
});
