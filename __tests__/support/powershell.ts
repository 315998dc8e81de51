// Text files as Windows PowerShell 5.1 writes them with `>` (Out-File's default encoding, 'Unicode'):
// UTF-16LE, led by its byte-order mark, each line ended by CRLF.

/** The bytes of `'Lumen ✓' > title.txt`, byte by byte: the mark FF FE, 'L' as 4C 00, '✓' (U+2713) as 13 27, CR LF. */
export const POWERSHELL_TITLE = Buffer.from([
  0xff, 0xfe, 0x4c, 0x00, 0x75, 0x00, 0x6d, 0x00, 0x65, 0x00, 0x6e, 0x00, 0x20, 0x00, 0x13, 0x27, 0x0d, 0x00, 0x0a, 0x00
])

/** What `'<text>' > file` writes. */
export const powershellOut = (text: string): Buffer => Buffer.from(`\uFEFF${text}\r\n`, 'utf16le')
