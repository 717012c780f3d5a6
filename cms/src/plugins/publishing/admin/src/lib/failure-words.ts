import type { PublisherStatus } from "../../../../../contract/publishing-contract";

/** The publisher's reason for a build that stopped on the site build's own error: "<its words> (the build failed with exit code 1)". */
const OWN_ERROR = /^([\s\S]+?) \(the build failed with exit code \d+\)$/;

/**
 * Why a build failed, in words an editor can act on, or null when the reason is for developers: the site build's own
 * first error ("The CMS content cannot be built: …", "Navigation "main-navigation", item #3: … has an unusable external
 * link …") without the exit code. A kill, a timeout, running out of memory or a failed check is not one.
 */
export function failureInWords(failure: NonNullable<PublisherStatus["lastFailure"]>): string | null {
  if (failure.stage !== "build") return null;
  const own = OWN_ERROR.exec(failure.reason)?.[1]?.trim();
  if (own) return /^the site build ran out of memory/.test(own) ? null : own;
  return failure.reason.startsWith("The CMS content") ? failure.reason : null;
}
