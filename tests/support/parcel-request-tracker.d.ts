// Parcel's compiled request tracker ships no types. Only what tests/unit/build/parcel-walk.test.ts reads is declared:
// the options of the project walk that patches/@parcel+core+2.8.3.patch narrows.
declare module "@parcel/core/lib/RequestTracker" {
  export function getWatcherOptions(options: { projectRoot: string; cacheDir: string }): { ignore: string[] };
}
