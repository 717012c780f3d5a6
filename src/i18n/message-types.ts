import type { EnquiryMessages } from "@agency/cms/contract/enquiry-rules";
import type { LocaleCode } from "@agency/cms/contract/locales";
import type { en } from "./messages/en";

/** A message with plural forms, chosen by Intl.PluralRules for `{count}`; `other` is the one every language has. */
export type PluralMessage = { readonly other: string } & { readonly [Form in Exclude<Intl.LDMLPluralRule, "other">]?: string };

/** The shape every locale's catalogue has: en.ts's groups and keys, each a string or plural forms. */
export type Messages = {
  readonly [Group in keyof typeof en]: {
    readonly [Key in keyof (typeof en)[Group]]: (typeof en)[Group][Key] extends string ? string : PluralMessage;
  };
};

/**
 * A language's catalogue as the data layer holds it (catalogueFor): its words, plus every locale's "page not
 * translated" note in that locale's own words, since the language switcher says so in the language it offers, and the
 * enquiry checks' words in its language, which the CMS owns (cms/src/contract/enquiry-messages.ts).
 */
export type PageMessages = Messages & {
  readonly untranslatedNotes?: Readonly<Partial<Record<LocaleCode, string>>>;
  readonly enquiryErrors?: EnquiryMessages;
};

/** `"group.key"`, e.g. `"header.homeLink"`. */
export type MessageKey = { [Group in keyof Messages]: `${Group & string}.${keyof Messages[Group] & string}` }[keyof Messages];

/** Values for `{name}` placeholders; numbers are formatted in the page's locale. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** One translation of the current page (pageContext `alternates`): its locale and its path. */
export interface Alternate {
  readonly locale: LocaleCode;
  readonly path: string;
}
