// lib/uploads: the clawhub CLI's staged publish (ticket → bytes → publish) and its multipart form.
export { createUploadTicket } from "./create-upload-ticket";
export { storeUpload } from "./store-upload";
export { expireUploadTickets } from "./expire-upload-tickets";
export { publishCliPayload } from "./publish-cli-payload";
export { readMultipartPublish } from "./read-multipart-publish";
export { readSiteUpload } from "./read-site-upload";
export { readUploadBody } from "./read-upload-body";
export { withUploadSlot, UPLOADS_PER_ACCOUNT } from "./with-upload-slot";
