interface ReleaseService {
  release(id: number): Promise<unknown>;
}

interface UpdatedEnquiry {
  id?: number;
  suspected_spam?: boolean | null;
  email_status?: string | null;
}

/**
 * An editor releases a held enquiry in the content manager by unticking "Suspected spam" and saving: the save
 * sends its emails (docs/enquiries.md). Awaited inside the save, whose transaction the delivery's own updates join;
 * a send failure is recorded on the enquiry (and retried), never thrown at the editor.
 */
export default {
  async afterUpdate(event: { result?: UpdatedEnquiry }) {
    const row = event.result;
    if (!row?.id || row.suspected_spam !== false || row.email_status !== "held") return;
    try {
      await (strapi.service("api::enquiry.delivery") as unknown as ReleaseService).release(row.id);
    } catch (error) {
      strapi.log.error(`[enquiries] releasing enquiry ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  },
};
