import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { newBuildId } from "@agency/shared/build-id";
import { acquireBuildLock } from "../../src/queue/build-lock";
import { currentRelease, listReleases } from "../../src/release/list-releases";
import { pruneReleases } from "../../src/release/prune-releases";
import { currentLinkPath, releasePath } from "../../src/release/release-paths";
import { rollbackRelease } from "../../src/release/rollback-release";
import { runRollback } from "../../src/release/run-rollback";
import { switchCurrent } from "../../src/release/switch-current";
import { StatusStore } from "../../src/status/status-store";
import { makeTempDir, removeDir } from "../helpers/temp-dir";

function makeReleases(dir: string, count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newBuildId(new Date(Date.UTC(2025, 0, 14, 9, 30, i)));
    fs.mkdirSync(releasePath(dir, id), { recursive: true });
    fs.writeFileSync(path.join(releasePath(dir, id), "index.html"), id);
    ids.push(id);
  }
  return ids;
}

describe("release switching on the real filesystem", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir("releases");
  });
  afterEach(() => removeDir(dir));

  test("the switch is a rename: a new link inode replaces the old one, with a relative target", async () => {
    const [a, b] = makeReleases(dir, 2) as [string, string];
    const link = currentLinkPath(dir);
    await switchCurrent(dir, a);
    const before = fs.lstatSync(link);
    expect(before.isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(a);

    const renames: Array<[string, string]> = [];
    const realRename = fs.promises.rename;
    const spy = jest.spyOn(fs.promises, "rename").mockImplementation(async (from, to) => {
      renames.push([String(from), String(to)]);
      const tempInode = fs.lstatSync(from).ino;
      await realRename(from, to);
      // the inode now at `current` is the temp link's: the entry was replaced, not rewritten
      expect(fs.lstatSync(to).ino).toBe(tempInode);
    });
    try {
      await switchCurrent(dir, b);
    } finally {
      spy.mockRestore();
    }

    const after = fs.lstatSync(link);
    expect(after.isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(b);
    expect(after.ino).not.toBe(before.ino);
    expect(renames).toHaveLength(1);
    expect(path.dirname(renames[0]?.[0] ?? "")).toBe(dir);
    expect(renames[0]?.[1]).toBe(link);
    expect(fs.readFileSync(path.join(link, "index.html"), "utf8")).toBe(b);
    // no temp links left behind
    expect(fs.readdirSync(dir).filter((n) => n.startsWith(".current-"))).toEqual([]);
  });

  test("a reader in another process never sees `current` missing during 200 switches", async () => {
    const [a, b] = makeReleases(dir, 2) as [string, string];
    await switchCurrent(dir, a);
    const link = currentLinkPath(dir);
    // The child reads the link in a tight loop until told to stop, counting failures.
    const reader = spawn(
      process.execPath,
      [
        "-e",
        `const fs=require("fs");let ok=0,missing=0,stop=false;
         process.on("message",()=>{stop=true});
         (function loop(){for(let i=0;i<500;i++){try{fs.readlinkSync(${JSON.stringify(link)});ok++}catch(e){missing++}}
           if(stop){process.send({ok,missing},()=>process.exit(0))}else setImmediate(loop)})();
         process.send("ready");`,
      ],
      { stdio: ["ignore", "inherit", "inherit", "ipc"] },
    );
    await new Promise<void>((resolve) => reader.once("message", () => resolve()));
    for (let i = 0; i < 200; i++) await switchCurrent(dir, i % 2 === 0 ? b : a);
    const result = await new Promise<{ ok: number; missing: number }>((resolve) => {
      reader.once("message", (m) => resolve(m as { ok: number; missing: number }));
      reader.send("stop");
    });
    expect(result.ok).toBeGreaterThan(1000);
    expect(result.missing).toBe(0);
  });

  test("rollback goes to the newest older release, and fails when there is none", async () => {
    const [a, b, c] = makeReleases(dir, 3) as [string, string, string];
    await expect(rollbackRelease(dir)).rejects.toThrow(/nothing is live/);
    await switchCurrent(dir, c);
    expect(await rollbackRelease(dir)).toEqual({ from: c, to: b });
    expect(await currentRelease(dir)).toBe(b);
    expect(await rollbackRelease(dir)).toEqual({ from: b, to: a });
    await expect(rollbackRelease(dir)).rejects.toThrow(/no release older/);
    expect(await currentRelease(dir)).toBe(a);
  });

  test("rollback to a given kept release, older or newer; refused for an unknown id or the live one", async () => {
    const [a, b, c] = makeReleases(dir, 3) as [string, string, string];
    await expect(rollbackRelease(dir, a)).rejects.toThrow("nothing is live, so there is nothing to roll back");
    await switchCurrent(dir, c);
    expect(await rollbackRelease(dir, a)).toEqual({ from: c, to: a });
    expect(fs.readFileSync(path.join(currentLinkPath(dir), "index.html"), "utf8")).toBe(a);
    expect(await rollbackRelease(dir, b)).toEqual({ from: a, to: b });
    await expect(rollbackRelease(dir, b)).rejects.toMatchObject({ kind: "already-live", message: `release ${b} is already live` });
    await expect(rollbackRelease(dir, "20990101-000000-000-abcd")).rejects.toMatchObject({
      kind: "not-kept",
      message: "no release 20990101-000000-000-abcd is kept",
    });
    fs.mkdirSync(path.join(dir, "not-a-release"));
    await expect(rollbackRelease(dir, "not-a-release")).rejects.toMatchObject({ kind: "not-kept", message: "no release not-a-release is kept" });
    expect(fs.readlinkSync(currentLinkPath(dir))).toBe(b);
  });

  test("runRollback records lastRollback, and refuses while another holder has the build lock", async () => {
    const [a, b] = makeReleases(dir, 2) as [string, string];
    await switchCurrent(dir, b);
    const stateDir = path.join(dir, ".state");
    const status = new StatusStore(stateDir);
    const lock = await acquireBuildLock(stateDir, { waitMs: 0 });
    try {
      await expect(runRollback({ releasesDir: dir, stateDir, status, to: a, lockWaitMs: 0 })).rejects.toMatchObject({
        kind: "busy",
        message: "a build is running; roll back when it has finished",
      });
      expect(fs.readlinkSync(currentLinkPath(dir))).toBe(b);
    } finally {
      await lock.release();
    }
    expect(await runRollback({ releasesDir: dir, stateDir, status, to: a, requestedBy: "editor@example.com", lockWaitMs: 0 })).toEqual({ from: b, to: a });
    expect(status.read().lastRollback).toEqual({ from: b, to: a, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), requestedBy: "editor@example.com" });
    // and the lock is free again
    await (await acquireBuildLock(stateDir, { waitMs: 0 })).release();
  });

  test("pruning keeps the newest N and always the live release, and clears leftovers", async () => {
    const ids = makeReleases(dir, 6);
    await switchCurrent(dir, ids[0] as string); // live release is the oldest (after rollbacks)
    fs.mkdirSync(path.join(dir, `.staging-${ids[5]}`));
    const removed = await pruneReleases(dir, 3);
    expect(removed).toEqual([ids[1], ids[2]]);
    expect(await listReleases(dir)).toEqual([ids[0], ids[3], ids[4], ids[5]]);
    expect(fs.readdirSync(dir).filter((n) => n.startsWith("."))).toEqual([]);
  });
});
