import { Box, Flex, Typography } from "@strapi/design-system";
import { describeTrigger } from "../lib/describe-trigger";
import { failureInWords } from "../lib/failure-words";
import { formatWhen } from "../lib/format-time";
import type { PublisherStatus } from "../../../../../contract/publishing-contract";
import { Fact, SectionCard } from "./section-card";
import { TechnicalDetails } from "./technical-details";

const STAGES: Record<string, string> = {
  lock: "while it waited for the previous build",
  cms: "while it read the CMS",
  build: "while the site was built",
  index: "while the site search was built",
  validate: "while the new build was checked",
  audit: "while the new build was compared with the published content",
  deploy: "while it was uploaded to the site's storage",
  release: "while it went live",
};

/**
 * Why the last build did not go live, editors' words first: what started it, when it stopped and that the site
 * still shows the release before; the entries the content audit named when that is where it failed. The build's
 * own reason and its log (rendered as text, never as HTML) are folded away for developers.
 */
export function LastFailure({ failure, audit }: { failure: NonNullable<PublisherStatus["lastFailure"]>; audit: PublisherStatus["lastAudit"] }) {
  const named = audit && audit.buildId === failure.buildId ? audit.mismatches : [];
  return (
    <SectionCard title="Last failed build" id="publishing-last-failure">
      <Box background="danger100" borderColor="danger200" hasRadius padding={4}>
        <Typography textColor="danger700">
          {`${describeTrigger(failure.trigger)}, but the build stopped ${STAGES[failure.stage] ?? "before it went live"}. The site still shows the release before it; your content is safe in the CMS.`}
        </Typography>
      </Box>
      <Fact label="Stopped">{formatWhen(failure.failedAt)}</Fact>
      {/* The content problems an editor can fix stay in view; a crash, a kill or a timeout is for developers. */}
      {failureInWords(failure) ? <Typography>{failureInWords(failure)}</Typography> : null}
      {named.length > 0 ? (
        <Flex direction="column" alignItems="stretch" gap={1}>
          <Typography fontWeight="bold">Entries it names</Typography>
          <ul>
            {named.map((line) => (
              <li key={line}>
                <Typography>{line}</Typography>
              </li>
            ))}
          </ul>
        </Flex>
      ) : null}
      <TechnicalDetails value="last-failure">
        <Fact label="Build">{failure.buildId}</Fact>
        <Fact label="Reason">{failure.reason}</Fact>
        {failure.logTail.length > 0 ? (
          <Box padding={4} background="neutral100">
            <Typography tag="pre" variant="pi" style={{ whiteSpace: "pre-wrap", fontFamily: "monospace" }} aria-label="Build log (last lines)">
              {failure.logTail.join("\n")}
            </Typography>
          </Box>
        ) : null}
      </TechnicalDetails>
    </SectionCard>
  );
}
