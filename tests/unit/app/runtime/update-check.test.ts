import { startUpdateCheck, type UpdateCheckDeps } from "../../../../src/app/runtime/update-check";

function setup(overrides: Partial<UpdateCheckDeps> = {}) {
  const deps = {
    fetchLatest: jest.fn(async () => ({ id: "build-a" })),
    fetchMeta: jest.fn(async () => ({})),
    isSlow2g: () => false,
    onNewBuild: jest.fn(),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
    warn: jest.fn(),
    ...overrides,
  };
  startUpdateCheck(deps);
  return deps;
}

describe("update check", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("1 second after start reads builds/latest.json for its own build id, then that build's manifest", async () => {
    const deps = setup();
    await jest.advanceTimersByTimeAsync(999);
    expect(deps.fetchLatest).not.toHaveBeenCalled();
    expect(deps.fetchMeta).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    expect(deps.fetchMeta).toHaveBeenCalledWith("build-a");
  });

  it("skips the start-up manifest fetch on slow-2g, but still learns its build id", async () => {
    const deps = setup({ isSlow2g: () => true });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    expect(deps.fetchMeta).not.toHaveBeenCalled();

    (deps.fetchLatest as jest.Mock).mockResolvedValue({ id: "build-b" });
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(deps.onNewBuild).toHaveBeenCalledWith("build-b");
  });

  it("polls builds/latest.json every hour and reports a different id once", async () => {
    const deps = setup();
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(2);
    expect(deps.onNewBuild).not.toHaveBeenCalled();

    (deps.fetchLatest as jest.Mock).mockResolvedValue({ id: "build-b" });
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(deps.onNewBuild).toHaveBeenCalledWith("build-b");
    await jest.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(deps.onNewBuild).toHaveBeenCalledTimes(1);
  });

  it("a failed start-up read: the first hourly read tells the page its build, the next one can see a newer build", async () => {
    const deps = setup({ fetchLatest: jest.fn().mockRejectedValueOnce(new Error("Service Unavailable")).mockResolvedValue({ id: "build-a" }) });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(deps.warn).toHaveBeenCalledWith("Update check failed: Service Unavailable");
    expect(deps.fetchMeta).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(deps.onNewBuild).not.toHaveBeenCalled();
    (deps.fetchLatest as jest.Mock).mockResolvedValue({ id: "build-b" });
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(deps.onNewBuild).toHaveBeenCalledWith("build-b");
  });

  it("treats its own manifest answering 404 as a new build, and other failures as a warning", async () => {
    const gone = setup({ fetchMeta: jest.fn(async () => Promise.reject(Object.assign(new Error("Not Found"), { status: 404 }))) });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(gone.onNewBuild).toHaveBeenCalledWith(null);

    const flaky = setup({ fetchMeta: jest.fn(async () => Promise.reject(Object.assign(new Error("Bad Gateway"), { status: 502 }))) });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(flaky.onNewBuild).not.toHaveBeenCalled();
    expect(flaky.warn).toHaveBeenCalledWith("Build manifest could not be loaded: Bad Gateway");
  });

  it("ignores a latest.json without an id", async () => {
    const deps = setup({ fetchLatest: jest.fn(async () => ({ nope: 1 }) as { id?: unknown }) });
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(deps.onNewBuild).not.toHaveBeenCalled();
  });
});
