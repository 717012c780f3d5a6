import fs from "node:fs";
import path from "node:path";
import { newBuildId } from "@agency/shared/build-id";
import { writeHeadersFile } from "../../src/headers/headers-file";
import { releasePath, currentLinkPath } from "../../src/release/release-paths";
import { switchCurrent } from "../../src/release/switch-current";
import { startStaticServer, type StaticServer } from "../../src/serve/static-server";
import { APP_JS, writeGatsbyLikeSite } from "../fixtures/gatsby-like-site";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

const URLS = ["/", "/about/", "/about", "/blog/hello-world/", "/page-data/app-data.json", "/builds/latest.json", APP_JS, "/nope/"];
const EXPECTED_STATUS: Record<string, number> = { "/about": 301, "/nope/": 404 };

/** Loops over URLS from `workers` concurrent clients until `stop()`; records every outcome. */
function loadLoop(base: string, workers: number, maxRequests: number) {
  let stopped = false;
  const failures: string[] = [];
  const seenIds = new Set<string>();
  let requests = 0;
  let answered = 0;
  let waiters: Array<{ at: number; resolve: () => void }> = [];
  const countAnswer = () => {
    answered += 1;
    const due = waiters.filter((waiter) => answered >= waiter.at);
    waiters = waiters.filter((waiter) => answered < waiter.at);
    for (const waiter of due) waiter.resolve();
  };
  const worker = async (offset: number) => {
    for (let i = offset; !stopped && requests < maxRequests; i++) {
      const url = URLS[i % URLS.length] as string;
      requests += 1;
      try {
        const res = await fetch(`${base}${url}`, { redirect: "manual" });
        const body = await res.text();
        const expected = EXPECTED_STATUS[url] ?? 200;
        if (res.status !== expected) failures.push(`${url} → ${res.status}`);
        if (url === "/builds/latest.json") seenIds.add((JSON.parse(body) as { id: string }).id);
      } catch (error) {
        failures.push(`${url} → ${(error as Error).message}`);
      }
      countAnswer();
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  return {
    /** Resolves once `count` more requests have had their answer: the load has run on the release now live. */
    moreAnswers: (count: number) => new Promise<void>((resolve) => waiters.push({ at: answered + count, resolve })),
    stop: async () => {
      stopped = true;
      await done;
      return { failures, requests, seenIds };
    },
  };
}

describe("zero failed requests while releases switch under load (loopback, bounded loop)", () => {
  let dir: string;
  let server: StaticServer;
  let ids: string[];

  beforeAll(async () => {
    dir = makeTempDir("swap");
    ids = [0, 1, 2].map((i) => newBuildId(new Date(Date.UTC(2025, 0, 14, 9, 0, i))));
    for (const id of ids) {
      writeGatsbyLikeSite(releasePath(dir, id), { buildId: id, aboutTitle: `About ${id}` });
      // a bundle only this release has, like a changed webpack chunk
      fs.writeFileSync(path.join(releasePath(dir, id), `only-${id}.js`), "1");
      writeHeadersFile(releasePath(dir, id), false);
    }
    await switchCurrent(dir, ids[0] as string);
    server = await startStaticServer({ root: currentLinkPath(dir), port: 0 });
  });
  afterAll(async () => {
    await server.close();
    removeDir(dir);
  });

  test.each([
    ["with reload() after each switch (as the publisher does)", true],
    ["without reload(): the link change alone is picked up", false],
  ])("%s", async (_label, reload) => {
    const load = loadLoop(server.url, 6, 20_000);
    for (let i = 0; i < 30; i++) {
      // A round of requests from every client between two switches, so each release is read while the next lands.
      await load.moreAnswers(6);
      await switchCurrent(dir, ids[i % ids.length] as string);
      if (reload) server.reload();
    }
    await load.moreAnswers(URLS.length * 2);
    const { failures, requests, seenIds } = await load.stop();
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(200);
    // every release was actually served during the loop
    expect([...seenIds].sort()).toEqual([...ids].sort());
  });

  test("after a switch, the new release's own files are served and the old one's are gone", async () => {
    await switchCurrent(dir, ids[1] as string);
    expect((await fetch(`${server.url}/only-${ids[1]}.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/only-${ids[0]}.js`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/about/`)).text()).toContain(`About ${ids[1]}`);
  });
});
