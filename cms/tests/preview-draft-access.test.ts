import { isPreviewServerRequest, PREVIEW_SECRET_HEADER } from "../src/lib/preview-draft-access";

const saved = process.env.PREVIEW_SECRET;
afterEach(() => {
  if (saved === undefined) delete process.env.PREVIEW_SECRET;
  else process.env.PREVIEW_SECRET = saved;
});

describe("the CMS serves drafts only to the preview server (header x-preview-secret)", () => {
  it("names the header the data layer sends", () => {
    expect(PREVIEW_SECRET_HEADER).toBe("x-preview-secret");
  });

  it("the preview secret passes; another value, no value, or no secret configured does not", () => {
    process.env.PREVIEW_SECRET = "preview-test-secret-0123456789abcdef";
    expect(isPreviewServerRequest("preview-test-secret-0123456789abcdef")).toBe(true);
    expect(isPreviewServerRequest("preview-test-secret-0123456789abcdeX")).toBe(false);
    expect(isPreviewServerRequest("short")).toBe(false);
    expect(isPreviewServerRequest(undefined)).toBe(false);
    delete process.env.PREVIEW_SECRET;
    expect(isPreviewServerRequest("")).toBe(false);
    expect(isPreviewServerRequest("preview-test-secret-0123456789abcdef")).toBe(false);
  });
});
