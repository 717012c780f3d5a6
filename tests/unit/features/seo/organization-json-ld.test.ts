import { organizationJsonLd, serializeJsonLd } from "../../../../src/features/seo/organization-json-ld";

const site = "https://www.lumenandlark.example";

describe("organizationJsonLd", () => {
  it("builds the full Organization from a full configuration, with absolute URLs", () => {
    expect(
      organizationJsonLd(
        {
          structured_data_name: "Lumen & Lark",
          structured_data_description: "A brand and digital studio.",
          structured_data_address_locality: "Bristol",
          structured_data_address_country: "GB",
          email: "hello@lumenandlark.example",
          telephone: "+44 20 7946 0321",
          instagram_url: "https://instagram.com/lumenandlark",
          linkedin_url: "https://linkedin.com/company/lumenandlark",
          facebook_url: "https://facebook.com/lumenandlark",
          tiktok_url: "",
          logoUrl: "/static/abc/logo.png",
        },
        site,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Lumen & Lark",
      url: "https://www.lumenandlark.example/",
      logo: "https://www.lumenandlark.example/static/abc/logo.png",
      description: "A brand and digital studio.",
      address: { "@type": "PostalAddress", addressLocality: "Bristol", addressCountry: "GB" },
      contactPoint: [
        { "@type": "ContactPoint", contactType: "sales", telephone: "+44 20 7946 0321" },
        { "@type": "ContactPoint", contactType: "sales", email: "hello@lumenandlark.example" },
      ],
      sameAs: ["https://instagram.com/lumenandlark", "https://linkedin.com/company/lumenandlark", "https://facebook.com/lumenandlark"],
    });
  });

  it("leaves every empty field out with a sparse configuration (no empty strings, no null)", () => {
    const data = organizationJsonLd({ structured_data_name: "Lumen & Lark", email: " ", telephone: null, instagram_url: undefined }, site);
    expect(data).toEqual({ "@context": "https://schema.org", "@type": "Organization", name: "Lumen & Lark", url: "https://www.lumenandlark.example/" });
    expect(JSON.stringify(data)).not.toMatch(/null|""/);
  });

  it("keeps an address with only one part", () => {
    expect(organizationJsonLd({ structured_data_address_country: "GB" }, site).address).toEqual({ "@type": "PostalAddress", addressCountry: "GB" });
  });

  it("serialises so that CMS text can never close the script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).toBe('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
  });
});
