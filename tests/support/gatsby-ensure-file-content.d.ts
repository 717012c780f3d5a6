// Gatsby's internal file writer ships no types. Only what tests/unit/build/scripts-slice-file.test.ts calls is
// declared: the comparison Gatsby makes before it decides that its scripts slice changed.
declare module "gatsby/dist/utils/ensure-file-content" {
  export function ensureFileContent(file: string, data: string): Promise<boolean>;
}
