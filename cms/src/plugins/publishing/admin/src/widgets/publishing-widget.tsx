import { Flex, Status, Typography } from "@strapi/design-system";
import { Widget } from "@strapi/strapi/admin";
import { ChangeList } from "../components/change-list";
import { buildState } from "../lib/build-state";
import { formatWhen } from "../lib/format-time";
import { usePublishingStatus } from "../lib/use-publishing-status";
import { ScheduledNext } from "./scheduled-next";

/**
 * The homepage's compact status: the state, since when the live release is up, the last failure's reason if it is the latest news, and
 * after a rollback the entries the live site shows older than the CMS; under it, what is scheduled next (the CMS
 * runs the schedule, so it shows even when the publisher does not answer).
 */
export function PublishingWidget() {
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <PublishingState />
      <ScheduledNext />
    </Flex>
  );
}

function PublishingState() {
  const { reply, error } = usePublishingStatus();
  if (error) return <Widget.Error>{error}</Widget.Error>;
  if (!reply) return <Widget.Loading />;
  if (!reply.reachable) {
    return (
      <Typography textColor="warning700" role="status">
        {reply.message}
      </Typography>
    );
  }
  const status = reply.data;
  const state = buildState(status);
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <div role="status" aria-label="Publishing state">
        <Status variant={state.tone} size="S">
          <Typography fontWeight="bold">{state.name}</Typography>
        </Status>
      </div>
      <Typography>{state.explanation}</Typography>
      {status.liveBehind?.changes ? (
        <ChangeList changes={status.liveBehind.changes} mode="behind" label="How the live site differs from the CMS" limit={3} />
      ) : null}
      <Typography variant="pi" textColor="neutral600">
        {status.live.buildId ? `Live since ${formatWhen(status.live.since)}.` : "Nothing is live yet."}
      </Typography>
      {state.name === "Failed" && status.lastFailure ? <Typography textColor="danger600">{status.lastFailure.reason}</Typography> : null}
    </Flex>
  );
}
