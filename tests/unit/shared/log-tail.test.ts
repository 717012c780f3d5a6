/** @jest-environment node */
import { spawn } from "node:child_process";
import { LogTail } from "@agency/shared/log-tail";
import { captureOutput } from "@agency/shared/process-output";

describe("log tail: the one line reader of process output", () => {
  test("keeps the last lines, masks secrets, strips colours and progress redraws", () => {
    const tail = new LogTail(3, ["super-secret-token"]);
    tail.push("one\ntwo\n");
    tail.push("\x1b[31mthree\x1b[39m token=super-secret-token\nprogress 10%\rprogress 100%\npart");
    expect(tail.snapshot()).toEqual(["three token=***", "progress 100%", "part"]);
  });

  test("a line cut across chunks reaches listeners once, whole", () => {
    const tail = new LogTail(10);
    const seen: string[] = [];
    tail.onLine((line) => seen.push(line));
    tail.push("success Writing page-");
    tail.push("data.json to public/page-data - 0.2s\nnext");
    expect(seen).toEqual(["success Writing page-data.json to public/page-data - 0.2s"]);
    tail.push(" line\n");
    expect(seen).toEqual(["success Writing page-data.json to public/page-data - 0.2s", "next line"]);
  });

  test("stdout and stderr keep their own unfinished lines", () => {
    const tail = new LogTail(10);
    tail.push("build ", "stdout");
    tail.push("warn something\n", "stderr");
    tail.push("done\n", "stdout");
    expect(tail.snapshot()).toEqual(["warn something", "build done"]);
  });

  test("a UTF-8 character cut between two chunks is decoded whole", () => {
    const tail = new LogTail(10);
    const bytes = Buffer.from("publish → live\n", "utf8");
    const cut = bytes.indexOf(0x86); // the second byte of the three that make "→"
    tail.push(bytes.subarray(0, cut), "stdout");
    tail.push(bytes.subarray(cut), "stdout");
    expect(tail.snapshot()).toEqual(["publish → live"]);
  });

  test("captureOutput hands on whole lines of a real child that flushes mid-line", async () => {
    const script = 'process.stdout.write("ready on http://127.0.0.1:"); setTimeout(() => process.stdout.write("8000\\nbye\\n"), 50);';
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output = captureOutput(child, { echo: false });
    const lines: string[] = [];
    output.onLine((line) => lines.push(line));
    await new Promise((resolve) => child.once("close", resolve));
    expect(lines).toEqual(["ready on http://127.0.0.1:8000", "bye"]);
    expect(output.tail()).toBe("ready on http://127.0.0.1:8000\nbye");
  });
});
