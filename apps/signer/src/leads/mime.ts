const encoder = new TextEncoder()

/** Base64 of the text's UTF-8 bytes. */
function base64(text: string): string {
  let binary = ''
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A MIME body part's content: UTF-8 as base64 in lines of 76, as RFC 2045 requires. */
export function base64Body(text: string): string {
  return (base64(text).match(/.{1,76}/g) ?? ['']).join('\r\n')
}

/**
 * A header value as an RFC 2047 encoded word when it holds anything but printable ASCII, so a
 * visitor's name in a subject can never carry a line break or a header of its own.
 */
export function headerText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text
  return `=?UTF-8?B?${base64(text)}?=`
}
