import { Flex, Grid, Typography } from "@strapi/design-system";
import { Layouts, Page, useRBAC } from "@strapi/strapi/admin";
import { BrokenLinks } from "../components/broken-links";
import { LastFailure } from "../components/last-failure";
import { LastDeploy } from "../components/last-deploy";
import { LastSuccess } from "../components/last-success";
import { LiveRelease } from "../components/live-release";
import { PublisherUnreachable } from "../components/publisher-unreachable";
import { RebuildButton } from "../components/rebuild-button";
import { ScheduledSection } from "../components/scheduled-section";
import { ReleaseHistory } from "../components/release-history";
import { StateSummary } from "../components/state-summary";
import { TriggerNote } from "../components/trigger-note";
import { latestPublish } from "../lib/latest-publish";
import { usePublishingStatus } from "../lib/use-publishing-status";
import { READ_PERMISSION, TRIGGER_PERMISSION } from "../plugin-id";

const PERMISSIONS = [READ_PERMISSION, TRIGGER_PERMISSION];

/** The plugin's page (main menu → Publishing): the site's status, history, Rebuild now and Roll back. */
export function PublishingPage() {
  const { allowedActions, isLoading } = useRBAC(PERMISSIONS);
  const { reply, error, refresh } = usePublishingStatus();
  const canTrigger = Boolean(allowedActions.canTrigger);
  const reachable = reply?.reachable === true;
  // The first line is the news in editors' words (who published what, live in how long); the generic line until there is any.
  const news = reply?.reachable ? latestPublish(reply.data) : null;

  return (
    <Page.Main>
      <Page.Title>Publishing</Page.Title>
      <Layouts.Header
        title="Publishing"
        subtitle={news ?? "Where your published changes are: the build on its way, what visitors see now, and earlier releases."}
        primaryAction={isLoading ? null : <RebuildButton allowed={canTrigger && reachable} onDone={refresh} />}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          {!isLoading && !canTrigger ? <TriggerNote /> : null}
          {error ? (
            <Typography textColor="danger600" role="alert">
              The publishing status could not be loaded: {error}
            </Typography>
          ) : null}
          {reply === null && !error ? <Page.Loading>Loading the publishing status.</Page.Loading> : null}
          {reply && !reply.reachable ? <PublisherUnreachable message={reply.message} detail={reply.detail} /> : null}
          {reply && reply.reachable ? (
            <>
              <Grid.Root gap={6}>
                <Grid.Item col={6} s={12} alignItems="stretch" direction="column">
                  <StateSummary status={reply.data} />
                </Grid.Item>
                <Grid.Item col={6} s={12} alignItems="stretch" direction="column">
                  <LiveRelease status={reply.data} />
                </Grid.Item>
                <Grid.Item col={6} s={12} alignItems="stretch" direction="column">
                  <LastSuccess success={reply.data.lastSuccess} />
                </Grid.Item>
                {reply.data.lastDeploy ? (
                  <Grid.Item col={6} s={12} alignItems="stretch" direction="column">
                    <LastDeploy deploy={reply.data.lastDeploy} history={reply.data.history} />
                  </Grid.Item>
                ) : null}
                {reply.data.lastFailure ? (
                  <Grid.Item col={6} s={12} alignItems="stretch" direction="column">
                    <LastFailure failure={reply.data.lastFailure} audit={reply.data.lastAudit} />
                  </Grid.Item>
                ) : null}
              </Grid.Root>
              {reply.data.liveLinks && reply.data.liveLinks.brokenLinks.length + reply.data.liveLinks.redirectProblems.length > 0 ? (
                <BrokenLinks report={reply.data.liveLinks} />
              ) : null}
              <ReleaseHistory history={reply.data.history ?? []} retention={reply.data.retention} canTrigger={canTrigger} onChange={refresh} />
            </>
          ) : null}
          {/* The schedule is the CMS's own: shown whether the publisher answers or not. */}
          <ScheduledSection />
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
