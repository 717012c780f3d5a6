/**
 * The admin panel's content-manager and media-library calls, as the browser sends them with an admin
 * session (a JWT from /admin/login), for tests that edit content the way an editor does.
 */
import { qs, request, type Answer, type Json } from "./api";

interface ApiError {
  status: number;
  name: string;
  message: string;
  /** `errors`: the fields the content manager marks; `entries`: what the refusal panel links. */
  details?: { errors?: Array<{ path: string[]; message: string }>; entries?: Array<{ uid: string; documentId: string; name: string }> };
}

/** A content-manager answer: the document on success, `error` on a refusal. */
export type CmAnswer = Answer<{ data?: Json & { documentId: string; id: number }; error?: ApiError }>;

const collection = (model: string) => `/content-manager/collection-types/${model}`;
const single = (model: string) => `/content-manager/single-types/${model}`;

export function contentManager(url: string, jwt: string) {
  const call = (method: string, path: string, body?: unknown): Promise<CmAnswer> =>
    request(`${url}${path}`, { method, token: jwt, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return {
    /** Save a new draft ("Save" on a new entry). */
    create: (model: string, data: Json) => call("POST", collection(model), data),
    /** Save a draft ("Save" on an existing entry). */
    update: (model: string, documentId: string, data: Json) => call("PUT", `${collection(model)}/${documentId}`, data),
    /** "Publish" on an existing entry: saves the form's data, then publishes. */
    publish: (model: string, documentId: string, data: Json = {}, locale?: string) =>
      call("POST", `${collection(model)}/${documentId}/actions/publish${locale ? `?locale=${locale}` : ""}`, data),
    /** "Publish" on a new entry: creates and publishes in one request. */
    createPublished: (model: string, data: Json) => call("POST", `${collection(model)}/actions/publish`, data),
    /** "Unpublish"; with a locale, that translation's (the admin's locale menu). */
    unpublish: (model: string, documentId: string, locale?: string) =>
      call("POST", `${collection(model)}/${documentId}/actions/unpublish${locale ? `?locale=${locale}` : ""}`, {}),
    remove: (model: string, documentId: string) => call("DELETE", `${collection(model)}/${documentId}`),
    /** Delete a selection of the list view in one action ("Delete" on selected entries). */
    bulkDelete: (model: string, documentIds: string[]) => call("POST", `${collection(model)}/actions/bulkDelete`, { documentIds }),
    /** The drafts whose field equals the value (the list view's filter). */
    findDrafts: async (model: string, field: string, value: string) =>
      (
        await request<{ results: Array<Json & { documentId: string }> }>(
          `${url}${collection(model)}?${qs({ filters: { $and: [{ [field]: { $eq: value } }] }, pageSize: 100 })}`,
          { token: jwt },
        )
      ).body.results,
    updateSingle: (model: string, data: Json) => call("PUT", single(model), data),
    publishSingle: (model: string, data: Json = {}) => call("POST", `${single(model)}/actions/publish`, data),
  };
}

/** Uploads an image to the media library the way its upload dialog does; `alternativeText` may be left out. */
export async function uploadImage(url: string, jwt: string, file: { name: string; bytes: Uint8Array<ArrayBuffer>; alternativeText?: string }): Promise<number> {
  const form = new FormData();
  form.append("files", new Blob([file.bytes], { type: "image/png" }), file.name);
  form.append("fileInfo", JSON.stringify({ name: file.name, ...(file.alternativeText ? { alternativeText: file.alternativeText } : {}) }));
  const response = await postForm(`${url}/upload`, jwt, form);
  const body = (await response.json()) as Array<{ id: number }>;
  const id = body?.[0]?.id;
  if (response.status !== 201 || typeof id !== "number") throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return id;
}

/** Sets an image's alternative text, as the media library's "Edit" dialog does. */
export async function setAlternativeText(url: string, jwt: string, id: number, alternativeText: string): Promise<number> {
  const form = new FormData();
  form.append("fileInfo", JSON.stringify({ alternativeText }));
  return (await postForm(`${url}/upload?id=${id}`, jwt, form)).status;
}

/** Multipart bodies go through fetch as they are: fetch sets their Content-Type with the boundary. */
const postForm = (url: string, jwt: string, form: FormData) => fetch(url, { method: "POST", headers: { Authorization: `Bearer ${jwt}` }, body: form });
