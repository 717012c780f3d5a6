import { Accordion, Box, Flex, Typography } from "@strapi/design-system";
import { formatWhen } from "../lib/format-time";
import type { PublisherStatus } from "../lib/publishing-types";
import { Fact, SectionCard } from "./section-card";

const STAGES: Record<string, string> = {
  lock: "waiting for the previous build",
  cms: "reading the CMS",
  build: "building",
  validate: "checking the build",
  audit: "comparing the build with the CMS",
  deploy: "uploading it to the site's storage",
  release: "releasing",
};

/**
 * Why the last build failed, in the build's own words (rendered as text, never as HTML), the entries
 * the content audit named when that is where it failed, and the log tail folded away for developers.
 */
export function LastFailure({ failure, audit }: { failure: NonNullable<PublisherStatus["lastFailure"]>; audit: PublisherStatus["lastAudit"] }) {
  const named = audit && audit.buildId === failure.buildId ? audit.mismatches : [];
  return (
    <SectionCard title="Last failed build" id="publishing-last-failure">
      <Fact label="Build">{failure.buildId}</Fact>
      <Fact label="Failed">{`${formatWhen(failure.failedAt)}, while ${STAGES[failure.stage] ?? failure.stage}`}</Fact>
      <Box background="danger100" borderColor="danger200" hasRadius padding={4}>
        <Typography textColor="danger700">{failure.reason}</Typography>
      </Box>
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
      {failure.logTail.length > 0 ? (
        <Accordion.Root>
          <Accordion.Item value="log">
            <Accordion.Header>
              <Accordion.Trigger>Build log (last lines)</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>
              <Box padding={4} background="neutral100">
                <Typography tag="pre" variant="pi" style={{ whiteSpace: "pre-wrap", fontFamily: "monospace" }}>
                  {failure.logTail.join("\n")}
                </Typography>
              </Box>
            </Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
      ) : null}
    </SectionCard>
  );
}
