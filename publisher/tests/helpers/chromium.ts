import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../scripts/lib/chromium-launch";

/** Debian's Chromium unless CHROMIUM_PATH points elsewhere (never `playwright install` here). */
export const CHROMIUM_PATH = chromiumLaunchOptions().executablePath;

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
