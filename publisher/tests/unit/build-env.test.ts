import { buildEnv } from "../../src/build/build-env";
import { loadConfig } from "../../src/config/load-config";

const config = loadConfig({}, { siteDir: "/srv/site", webhookToken: "w".repeat(32), strapiUrl: "http://cms.test:1337", strapiToken: "site-token", gtmId: "" });

describe("the site build's environment", () => {
  test("passes the build id and the CMS address and token, never the webhook secret", () => {
    const env = buildEnv(config, "20250114T093012045Z", { PATH: "/usr/bin", PUBLISHER_WEBHOOK_TOKEN: "secret" }, 8);
    expect(env).toMatchObject({
      PATH: "/usr/bin",
      BUILD_ID: "20250114T093012045Z",
      STRAPI_URL: "http://cms.test:1337",
      STRAPI_TOKEN: "site-token",
      GATSBY_TELEMETRY_DISABLED: "1",
    });
    expect(env.PUBLISHER_WEBHOOK_TOKEN).toBeUndefined();
  });

  test("no TypeScript type generation in a publish, unless the operator asks for it", () => {
    expect(buildEnv(config, "b", {}, 8).SITE_TYPEGEN).toBe("false");
    expect(buildEnv(config, "b", { SITE_TYPEGEN: "true" }, 8).SITE_TYPEGEN).toBe("true");
  });

  test("on two cores or fewer Gatsby counts one, so page queries run in the build's own process", () => {
    expect(buildEnv(config, "b", {}, 2).GATSBY_CPU_COUNT).toBe("1");
    expect(buildEnv(config, "b", {}, 1).GATSBY_CPU_COUNT).toBe("1");
  });

  test("Gatsby logs line by line into the build's log, not with its terminal UI, unless the operator chose a logger", () => {
    expect(buildEnv(config, "b", {}, 2).GATSBY_LOGGER).toBe("yurnalist");
    expect(buildEnv(config, "b", { GATSBY_LOGGER: "json" }, 2).GATSBY_LOGGER).toBe("json");
  });

  test("glibc's malloc keeps two arenas and maps blocks of 1 MiB or more on their own, unless the operator chose", () => {
    expect(buildEnv(config, "b", {}, 2).MALLOC_ARENA_MAX).toBe("2");
    expect(buildEnv(config, "b", {}, 8).MALLOC_ARENA_MAX).toBe("2");
    expect(buildEnv(config, "b", {}, 2).MALLOC_MMAP_THRESHOLD_).toBe("1048576");
    expect(buildEnv(config, "b", { MALLOC_ARENA_MAX: "8", MALLOC_MMAP_THRESHOLD_: "131072" }, 2)).toMatchObject({
      MALLOC_ARENA_MAX: "8",
      MALLOC_MMAP_THRESHOLD_: "131072",
    });
  });

  test("on a bigger machine, or when the operator set it, Gatsby's count is left alone", () => {
    expect(buildEnv(config, "b", {}, 3).GATSBY_CPU_COUNT).toBeUndefined();
    expect(buildEnv(config, "b", { GATSBY_CPU_COUNT: "physical_cores" }, 2).GATSBY_CPU_COUNT).toBe("physical_cores");
  });

  test("a heap ceiling of 896 MB by default, the operator's when set (0: none), never over NODE_OPTIONS' own", () => {
    const site = { siteDir: "/srv/site", webhookToken: "w".repeat(32) };
    expect(loadConfig({}, site)).toMatchObject({ buildHeapMb: 896, buildHeapIsDefault: true });
    expect(loadConfig({ PUBLISHER_BUILD_HEAP_MB: " " }, site)).toMatchObject({ buildHeapMb: 896, buildHeapIsDefault: true });
    expect(buildEnv(config, "b", {}, 2).NODE_OPTIONS).toBe("--max-old-space-size=896");
    const capped = loadConfig({ PUBLISHER_BUILD_HEAP_MB: "1200" }, site);
    expect(capped).toMatchObject({ buildHeapMb: 1200, buildHeapIsDefault: false });
    expect(buildEnv(capped, "b", {}, 2).NODE_OPTIONS).toBe("--max-old-space-size=1200");
    expect(buildEnv(capped, "b", { NODE_OPTIONS: "--enable-source-maps" }, 2).NODE_OPTIONS).toBe("--enable-source-maps --max-old-space-size=1200");
    expect(buildEnv(capped, "b", { NODE_OPTIONS: "--max-old-space-size=3000" }, 2).NODE_OPTIONS).toBe("--max-old-space-size=3000");
    const none = loadConfig({ PUBLISHER_BUILD_HEAP_MB: "0" }, site);
    expect(none).toMatchObject({ buildHeapMb: 0, buildHeapIsDefault: false });
    expect(buildEnv(none, "b", {}, 2).NODE_OPTIONS).toBeUndefined();
    expect(() => loadConfig({ PUBLISHER_BUILD_HEAP_MB: "lots" }, site)).toThrow('PUBLISHER_BUILD_HEAP_MB must be a whole number, 0 or more; got "lots"');
  });
});
