import {
  consentRecords,
  nowInSeconds,
  parseConsentInterstitial,
  parseConsentMode,
  readStoredConsent,
  serialiseConsent,
  writeStoredConsent,
  type ConsentMode,
} from "../../../../src/features/consent/consent-record";

const NOW = 1_767_225_600; // 2026-01-01T00:00:00Z
const DAY = 24 * 60 * 60;

const MODE: ConsentMode = {
  functionality_storage: "granted",
  security_storage: "granted",
  ad_storage: "denied",
  analytics_storage: "granted",
  personalization: "granted",
};

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe("consent record: serialise", () => {
  test("a decision stores exactly the documented shapes, expiring 365 days later", () => {
    const strings = serialiseConsent(consentRecords(MODE, NOW));
    expect(Object.keys(strings).sort()).toEqual(["consentMode", "cookieConsentInterstitial"]);
    expect(JSON.parse(strings.consentMode)).toEqual(MODE);
    expect(Object.keys(JSON.parse(strings.consentMode))).toEqual([
      "functionality_storage",
      "security_storage",
      "ad_storage",
      "analytics_storage",
      "personalization",
    ]);
    expect(JSON.parse(strings.cookieConsentInterstitial)).toEqual({ init: true, expiration: NOW + 365 * DAY });
  });

  test("nowInSeconds floors milliseconds to unix seconds", () => {
    expect(nowInSeconds(1_767_225_600_999)).toBe(NOW);
  });

  test("write then read gives the decision back", () => {
    const storage = memoryStorage();
    const stored = consentRecords(MODE, NOW);
    expect(writeStoredConsent(storage, stored)).toBe(true);
    expect(readStoredConsent(storage, NOW + 10)).toEqual(stored);
  });

  test("a storage that refuses to write reports false instead of throwing", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(writeStoredConsent(storage, consentRecords(MODE, NOW))).toBe(false);
    expect(writeStoredConsent(null, consentRecords(MODE, NOW))).toBe(false);
  });
});

describe("consent record: parse consentMode", () => {
  test("accepts the exact shape", () => {
    expect(parseConsentMode(JSON.stringify(MODE))).toEqual(MODE);
  });

  test.each([
    ["missing", null],
    ["bad JSON", "{functionality_storage:"],
    ["JSON null", "null"],
    ["a string", '"granted"'],
    ["a number", "42"],
    ["an array", JSON.stringify(Object.values(MODE))],
    ["a missing field", JSON.stringify({ ...MODE, personalization: undefined })],
    ["an extra field", JSON.stringify({ ...MODE, ad_user_data: "granted" })],
    ["a boolean value", JSON.stringify({ ...MODE, analytics_storage: true })],
    ["an unknown value", JSON.stringify({ ...MODE, ad_storage: "yes" })],
    ["a capitalised value", JSON.stringify({ ...MODE, ad_storage: "Granted" })],
    ["null value", JSON.stringify({ ...MODE, security_storage: null })],
  ])("rejects %s", (_label, raw) => {
    expect(parseConsentMode(raw)).toBeNull();
  });
});

describe("consent record: parse cookieConsentInterstitial", () => {
  const record = (value: unknown) => JSON.stringify(value);

  test("accepts a decision that is still in force", () => {
    expect(parseConsentInterstitial(record({ init: true, expiration: NOW + DAY }), NOW)).toEqual({ init: true, expiration: NOW + DAY });
    expect(parseConsentInterstitial(record({ init: true, expiration: NOW + 365 * DAY }), NOW)).not.toBeNull();
  });

  test("accepts a decision made on a clock up to a day ahead", () => {
    expect(parseConsentInterstitial(record({ init: true, expiration: NOW + 366 * DAY }), NOW)).not.toBeNull();
    expect(parseConsentInterstitial(record({ init: true, expiration: NOW + 366 * DAY + 1 }), NOW)).toBeNull();
  });

  test.each([
    ["missing", null],
    ["bad JSON", "{init:true"],
    ["an array", record([true, NOW + DAY])],
    ["init false", record({ init: false, expiration: NOW + DAY })],
    ["init as a string", record({ init: "true", expiration: NOW + DAY })],
    ["expiration as a string", record({ init: true, expiration: String(NOW + DAY) })],
    ["expiration null (NaN serialised)", record({ init: true, expiration: NaN })],
    ["expiration missing", record({ init: true })],
    ["an extra field", record({ init: true, expiration: NOW + DAY, consent: "all" })],
    ["expired a second ago", record({ init: true, expiration: NOW - 1 })],
    ["expiring right now", record({ init: true, expiration: NOW })],
    ["expiration in milliseconds (far future)", record({ init: true, expiration: (NOW + DAY) * 1000 })],
    ["expiration just beyond 365 days and the tolerance", record({ init: true, expiration: NOW + 366 * DAY + 1 })],
    ["an exponent that overflows to Infinity", `{"init":true,"expiration":1e400}`],
  ])("rejects %s", (_label, raw) => {
    expect(parseConsentInterstitial(raw, NOW)).toBeNull();
  });
});

describe("consent record: read both", () => {
  const valid = serialiseConsent(consentRecords(MODE, NOW));

  test("needs both records", () => {
    expect(readStoredConsent(memoryStorage({ consentMode: valid.consentMode }), NOW)).toBeNull();
    expect(readStoredConsent(memoryStorage({ cookieConsentInterstitial: valid.cookieConsentInterstitial }), NOW)).toBeNull();
  });

  test("an expired decision is no record", () => {
    expect(readStoredConsent(memoryStorage(valid), NOW + 365 * DAY)).toBeNull();
    expect(readStoredConsent(memoryStorage(valid), NOW + 365 * DAY - 1)).not.toBeNull();
  });

  test("one corrupt record spoils the pair", () => {
    expect(readStoredConsent(memoryStorage({ ...valid, consentMode: "granted" }), NOW)).toBeNull();
  });

  test("storage that throws on read is no record, never an exception", () => {
    const throwing = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    expect(readStoredConsent(throwing, NOW)).toBeNull();
    expect(readStoredConsent(null, NOW)).toBeNull();
  });
});
