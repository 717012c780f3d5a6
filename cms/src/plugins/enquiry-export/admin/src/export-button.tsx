import { Button } from "@strapi/design-system";
import { Download } from "@strapi/icons";
import { useFetchClient, useNotification, useRBAC } from "@strapi/strapi/admin";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { ENQUIRY_UID, PLUGIN_ID } from "./plugin-id";

const READ = [{ action: "plugin::content-manager.explorer.read", subject: ENQUIRY_UID }];

/** Hands the browser a file to save, from a blob fetched with the admin session. */
const save = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/**
 * "Export CSV" in the Enquiry list view's actions (the content manager renders every list view's injected actions,
 * so it shows itself on the enquiries only). The file is fetched with the admin session, since a plain link would
 * carry no token.
 */
export function ExportButton() {
  const { slug } = useParams<{ slug: string }>();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC(READ);
  const [busy, setBusy] = useState(false);

  if (slug !== ENQUIRY_UID || !allowedActions.canRead) return null;

  const download = async () => {
    setBusy(true);
    try {
      const { data } = await get<Blob>(`/${PLUGIN_ID}/enquiries.csv`, { responseType: "blob" });
      save(data, `enquiries-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toggleNotification({ type: "danger", message: `The export failed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" startIcon={<Download />} onClick={() => void download()} loading={busy}>
      Export CSV
    </Button>
  );
}
