import { Badge, Checkbox, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from "@strapi/design-system";
import { useFetchClient } from "@strapi/strapi/admin";
import { useEffect, useState } from "react";
import type { VersionDetail as Detail } from "../../../../../contract/history-contract";
import { errorMessage } from "../lib/error-message";
import { formatWhen } from "../lib/format-time";
import { actionWords, liveWords } from "../lib/history-words";
import { FieldValue } from "./field-value";
import { RestoreDialog } from "./restore-dialog";

interface VersionDetailProps {
  id: number;
  documentId: string;
  locale: string | undefined;
}

/** The selected version field by field beside the current draft, the changed fields marked, and "Restore this version". */
export function VersionDetail({ id, documentId, locale }: VersionDetailProps) {
  const { get } = useFetchClient();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(true);

  useEffect(() => {
    let stale = false;
    get<{ data: Detail }>(`/publishing/history/versions/${id}`).then(
      ({ data }) => !stale && setDetail(data.data),
      (caught: unknown) => !stale && setError(errorMessage(caught)),
    );
    return () => {
      stale = true;
    };
  }, [get, id]);

  if (error) {
    return (
      <Typography role="alert" textColor="danger600">
        This version could not be loaded: {error}
      </Typography>
    );
  }
  if (!detail) return <Typography textColor="neutral600">Loading the version…</Typography>;
  const { version } = detail;
  const fields = onlyChanged ? detail.fields.filter((field) => field.changed) : detail.fields;
  const changedCount = detail.fields.filter((field) => field.changed).length;

  return (
    <Flex tag="section" aria-labelledby={`history-version-${id}`} direction="column" alignItems="stretch" gap={4}>
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Typography tag="h3" id={`history-version-${id}`} variant="delta">
          {`${actionWords(version.action)} ${formatWhen(version.recordedAt)} by ${version.recordedBy}`}
        </Typography>
        <Typography textColor="neutral600">{liveWords(version.live)}</Typography>
      </Flex>
      {detail.missingMedia.length > 0 ? (
        <Typography textColor="warning700">
          {`Deleted from the Media Library since: ${detail.missingMedia.map((file) => `“${file.name}”`).join(", ")}. A restore leaves ${detail.missingMedia.length === 1 ? "it" : "them"} out and restores the rest.`}
        </Typography>
      ) : null}
      {detail.missingRelations.length > 0 ? (
        <Typography textColor="warning700">
          {`Linked entries that no longer exist: ${detail.missingRelations.map((title) => `“${title}”`).join(", ")}. A restore leaves them out.`}
        </Typography>
      ) : null}
      <Flex justifyContent="space-between" gap={4} wrap="wrap">
        <Checkbox checked={onlyChanged} onCheckedChange={(checked) => setOnlyChanged(checked === true)}>
          Show only changed fields
        </Checkbox>
        {detail.restorable ? (
          <RestoreDialog id={id} documentId={documentId} locale={locale} missingMedia={detail.missingMedia.length} />
        ) : (
          <Typography textColor="neutral600">A navigation&apos;s history is read only: it has no draft to restore into.</Typography>
        )}
      </Flex>
      <Typography variant="pi" textColor="neutral600">
        {changedCount === 0
          ? "This version is the same as the current draft."
          : `${changedCount === 1 ? "1 field differs" : `${changedCount} fields differ`} from the current draft. Underlined words are only in this version, struck-out words only in the draft; long unchanged passages are shortened (…).`}
      </Typography>
      {fields.length > 0 ? (
        <Table colCount={3} rowCount={fields.length + 1}>
          <Thead>
            <Tr>
              <Th style={{ width: "16rem" }}>
                <Typography variant="sigma">Field</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">This version</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">Current draft</Typography>
              </Th>
            </Tr>
          </Thead>
          <Tbody>
            {fields.map((field) => (
              <Tr key={field.field}>
                <Td style={{ whiteSpace: "normal", verticalAlign: "top" }}>
                  <Flex direction="column" alignItems="flex-start" gap={1}>
                    <Typography fontWeight="bold">{field.label}</Typography>
                    {field.changed ? <Badge variant="warning">Changed</Badge> : null}
                  </Flex>
                </Td>
                <Td style={{ whiteSpace: "normal", verticalAlign: "top" }}>
                  <FieldValue field={field} side="version" />
                </Td>
                <Td style={{ whiteSpace: "normal", verticalAlign: "top" }}>
                  <FieldValue field={field} side="draft" />
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      ) : null}
    </Flex>
  );
}
