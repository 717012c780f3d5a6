import { parseContainerId, tagManagerScriptUrl } from "../../../../src/features/consent/tag-manager";

describe("tag manager container id", () => {
  test("unset or blank means no tag manager", () => {
    expect(parseContainerId(undefined)).toBeUndefined();
    expect(parseContainerId("")).toBeUndefined();
    expect(parseContainerId("   ")).toBeUndefined();
  });

  test("a container id is used as given (trimmed)", () => {
    expect(parseContainerId("GTM-TEST123")).toBe("GTM-TEST123");
    expect(parseContainerId(" GTM-ABCD12 ")).toBe("GTM-ABCD12");
  });

  test.each(["G-ABC123", "gtm-test123", "GTM-", "GTM-TEST123'</script>", "UA-1234-1"])("a malformed id %p fails the build loudly", (id) => {
    expect(() => parseContainerId(id)).toThrow(/GATSBY_GTM_ID/);
  });

  test("the script URL carries the container id", () => {
    expect(tagManagerScriptUrl("GTM-TEST123")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
  });
});
