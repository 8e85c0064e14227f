/**
 * What the public site takes of the contract's quote attachments (decision 045), from one
 * place: the picker's limits and refusals, and the multipart body a quote with files goes as.
 */
export {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_FIELD,
  attachmentRefusalBeforeSending,
  attachmentRefusalMessage,
  MAX_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  quoteFormData,
} from "@app/contract/attachments";
