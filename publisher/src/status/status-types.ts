import type { PublisherStatus } from "@agency/cms/contract/publishing-contract";

/**
 * The status records are the admin API's contract with the CMS's Publishing plugin, so they are declared
 * once, in cms/src/contract/publishing-contract.ts: the CMS cannot import from outside its folder, the
 * publisher can.
 */
export type { ActiveBuild, AuditRecord, BuildStage, PublisherStatus } from "@agency/cms/contract/publishing-contract";

/** What is persisted in `<stateDir>/status.json` (shared by the server and the CLI): /status less what is read from the releases. */
export type StoredStatus = Omit<PublisherStatus, "live" | "history" | "liveLinks" | "liveBehind" | "retention">;
