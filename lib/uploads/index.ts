// lib/uploads: the clawhub CLI's staged publish (ticket → bytes → publish) and its multipart form.
export { createUploadTicket, UPLOAD_TICKET_TTL_MS, type DeclaredUpload } from "./create-upload-ticket";
export { storeUpload } from "./store-upload";
export { loadUploadedFiles, consumeUploadTickets, type UploadedFileRef } from "./load-uploaded-files";
export { expireUploadTickets } from "./expire-upload-tickets";
export { publishCliPayload, type CliPublishFiles } from "./publish-cli-payload";
export { readMultipartPublish } from "./read-multipart-publish";
export { readSiteUpload } from "./read-site-upload";
export { readUploadBody } from "./read-upload-body";
export { withUploadSlot, uploadSlotCapacity, UPLOADS_PER_ACCOUNT } from "./with-upload-slot";
