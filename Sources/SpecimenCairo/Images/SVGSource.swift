import CLibdeflate
import CRsvg
import Foundation

/// The bytes of an SVG asset as librsvg is given them, read and checked before it parses anything.
///
/// librsvg opening a file by path resolves the document's references against its folder: an
/// `<image href>`, `<use href="other.svg#a">`, `<xi:include>` or `<?xml-stylesheet?>` naming a FIFO
/// there blocks the run forever, and a link there to `/dev/zero` reads without end. So the file is
/// read here (a regular file within `AssetLimits.maxImageBytes`) and handed to librsvg as bytes
/// without a base file, which leaves it nothing outside the document to open: as on iOS, where an
/// asset SVG draws only what it holds. A gzip-compressed SVG (`.svgz` content) is decompressed here,
/// within the same byte limit; images embedded as `data:` URLs, found in the attribute values and
/// text XML makes of the document (`SVGMarkup`: character references and entities expanded, as
/// librsvg sees them), are measured from their headers and refused over `AssetLimits.maxImageSide`
/// per side or `maxEmbeddedPixels` in all (a 2 MB SVG can embed a 20 000 × 20 000 PNG, which
/// librsvg would decode into 1.6 GB).
enum SVGSource {
  /// The most pixels all of a document's embedded images may have together: 64 M (256 MB decoded).
  static let maxEmbeddedPixels = 1 << 26
  /// How deep SVG documents embedded in SVG documents are followed.
  static let maxNesting = 4

  /// The document's bytes, or why it is refused (`refusal`), or nil with no refusal when it cannot be read.
  static func load(_ path: String, refusal: inout String?) -> Data? {
    let data: Data
    switch AssetFiles.readRegular(path, maxBytes: AssetLimits.maxImageBytes, limitName: "SPECIMEN_MAX_ASSET_BYTES") {
    case .success(let bytes): data = bytes
    case .failure(let why):
      refusal = why.description
      return nil
    }
    var pixels = 0
    switch checked(data, path: path, depth: 0, pixels: &pixels) {
    case .success(let document): return document
    case .failure(let why):
      refusal = why.description
      return nil
    }
  }

  /// Why a document is refused.
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  /// `data` decompressed when gzipped, with its embedded images within the limits.
  static func checked(_ data: Data, path: String, depth: Int, pixels: inout Int) -> Result<Data, Refusal> {
    var document = data
    if isGzip(document) {
      guard let plain = gunzip(document, limit: AssetLimits.maxImageBytes) else {
        return .failure(Refusal(description: "\(path) is gzip-compressed and decompresses to over the limit of \(AssetLimits.maxImageBytes) bytes "
          + "(or is not valid gzip); store it uncompressed within the limit or raise SPECIMEN_MAX_ASSET_BYTES"))
      }
      guard !isGzip(plain) else {
        return .failure(Refusal(description: "\(path) is gzip-compressed twice; store it as plain SVG"))
      }
      document = plain
    }
    let pieces: [SVGMarkup.Piece]
    switch SVGMarkup.pieces(of: [UInt8](document), path: path) {
    case .success(let expanded): pieces = expanded
    case .failure(let why): return .failure(why)
    }
    for payload in pieces.flatMap(dataURLPayloads(in:)) {
      let size = looksLikeSVG(payload) ? nil : imageSize(payload)
      if looksLikeSVG(payload) || (size == nil && containsDataURL(payload)) {
        // An SVG document, or text holding data: URLs (an XML fragment, a stylesheet): scanned as a document.
        guard depth < maxNesting else {
          return .failure(Refusal(description: "\(path) nests SVG documents in data: URLs more than \(maxNesting) deep; flatten them"))
        }
        if case .failure(let why) = checked(payload, path: path, depth: depth + 1, pixels: &pixels) { return .failure(why) }
        continue
      }
      guard let size else { continue }  // gdk-pixbuf cannot read its size, nor decode it: drawn without it
      let limit = AssetLimits.maxImageSide
      if size.width > limit || size.height > limit {
        return .failure(Refusal(description: "\(path) embeds a \(size.width)×\(size.height) px image (a data: URL), over the limit of \(limit) px per side; "
          + "scale the embedded image down or raise SPECIMEN_MAX_IMAGE_SIDE"))
      }
      pixels += size.width * size.height
      if pixels > maxEmbeddedPixels {
        return .failure(Refusal(description: "\(path) embeds images (data: URLs) of over \(maxEmbeddedPixels) px together; "
          + "scale the embedded images down"))
      }
    }
    return .success(document)
  }

  static func isGzip(_ data: Data) -> Bool { data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B }

  /// Whether `data` is an SVG document (XML text, or gzip) rather than a raster image.
  static func looksLikeSVG(_ data: Data) -> Bool {
    if isGzip(data) { return true }
    guard let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) else { return false }
    return first == UInt8(ascii: "<")
  }

  /// The gzip member in `data` decompressed, or nil when it is invalid or larger than `limit` bytes.
  ///
  /// The output buffer starts at four times the input and doubles up to `limit` (and never past deflate's
  /// largest ratio, 1 032 : 1), so a raised `SPECIMEN_MAX_ASSET_BYTES` does not allocate its whole size per file.
  static func gunzip(_ data: Data, limit: Int) -> Data? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    let ceiling = min(limit, data.count.multipliedReportingOverflow(by: 1_032).partialValue + 64)
    var capacity = min(ceiling, max(4_096, data.count * 4))
    while true {
      var output = Data(count: capacity)
      var written = 0
      let result = data.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { out in
          libdeflate_gzip_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &written)
        }
      }
      if result == LIBDEFLATE_SUCCESS { return output.prefix(written) }
      guard result == LIBDEFLATE_INSUFFICIENT_SPACE, capacity < ceiling else { return nil }
      capacity = min(ceiling, capacity * 2)
    }
  }

  /// The decoded payloads of the `data:` URLs in an expanded attribute value or run of text, in order.
  ///
  /// As the URL parser librsvg uses does, tabs and line breaks are dropped first (`d&#10;ata:` is `data:`);
  /// the header runs to the first comma, however long; in an attribute the URL runs to the value's end or a
  /// `#` (its fragment), in text to a quote, `)` or `<`. The body is percent-decoded, then, when the header
  /// names base64, base64-decoded leniently (characters outside the alphabet skipped), so the scan decodes
  /// at least what librsvg decodes.
  static func dataURLPayloads(in piece: SVGMarkup.Piece) -> [Data] {
    let bytes = piece.bytes.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    let marker = Array("data:".utf8)
    var payloads: [Data] = []
    var index = 0
    while index + marker.count <= bytes.count {
      // Case-insensitive ("DATA:" is a data URL too); the first byte is tested alone, as most bytes are not a d.
      guard bytes[index] | 0x20 == marker[0], (1..<marker.count).allSatisfy({ bytes[index + $0] | 0x20 == marker[$0] }) else {
        index += 1
        continue
      }
      var cursor = index + marker.count
      let headerStart = cursor
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ","), !isEnd(bytes[cursor], piece.kind) { cursor += 1 }
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") else {
        index = max(cursor, index + 1)
        continue
      }
      let header = String(decoding: bytes[headerStart..<cursor], as: UTF8.self).lowercased()
      cursor += 1
      let payloadStart = cursor
      while cursor < bytes.count, !isEnd(bytes[cursor], piece.kind) { cursor += 1 }
      let body = percentDecoded(bytes[payloadStart..<cursor])
      payloads.append(header.contains("base64") ? base64(body) : body)
      index = cursor
    }
    return payloads
  }

  /// Whether `byte` ends a URL: in an attribute only its fragment's `#`, in text also a quote, `)` or `<`.
  private static func isEnd(_ byte: UInt8, _ kind: SVGMarkup.Kind) -> Bool {
    if byte == UInt8(ascii: "#") { return true }
    guard kind == .text else { return false }
    return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "<")
  }

  /// Whether `data` holds `data:` (any case).
  static func containsDataURL(_ data: Data) -> Bool {
    let marker = Array("data:".utf8)
    let bytes = [UInt8](data)
    guard bytes.count >= marker.count else { return false }
    return (0...(bytes.count - marker.count)).contains { start in (0..<marker.count).allSatisfy { bytes[start + $0] | 0x20 == marker[$0] } }
  }

  /// Base64 decoded leniently: bytes outside the alphabet (whitespace, padding, anything else) are skipped and a
  /// last partial group gives the bytes it holds, so whatever librsvg's stricter decoder accepts decodes the same.
  static func base64(_ text: Data) -> Data {
    var out: [UInt8] = []
    out.reserveCapacity(text.count * 3 / 4)
    var buffer: UInt32 = 0, bits = 0
    for byte in text {
      let value: UInt8
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
      case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
      case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
      default: continue
      }
      buffer = buffer << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
        buffer &= (1 << UInt32(bits)) - 1
      }
    }
    return Data(out)
  }

  private static func percentDecoded(_ payload: ArraySlice<UInt8>) -> Data {
    var out: [UInt8] = []
    out.reserveCapacity(payload.count)
    var i = payload.startIndex
    while i < payload.endIndex {
      if payload[i] == UInt8(ascii: "%"), i + 2 < payload.endIndex,
         let value = UInt8(String(decoding: payload[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
        out.append(value)
        i += 3
      } else {
        out.append(payload[i])
        i += 1
      }
    }
    return Data(out)
  }

  /// The pixel size an embedded raster image's header gives, read by gdk-pixbuf (what librsvg decodes
  /// it with) without decoding its pixels; nil when gdk-pixbuf cannot tell.
  static func imageSize(_ data: Data) -> (width: Int, height: Int)? {
    guard let loader = gdk_pixbuf_loader_new() else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    let box = SizeBox()
    let context = Unmanaged.passUnretained(box).toOpaque()
    // As gdk_pixbuf_get_file_info does: note the size and ask for a 0×0 image, so nothing is allocated.
    let prepared: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { loader, width, height, context in
      guard let context else { return }
      let box = Unmanaged<SizeBox>.fromOpaque(context).takeUnretainedValue()
      box.size = (Int(width), Int(height))
      gdk_pixbuf_loader_set_size(loader?.assumingMemoryBound(to: GdkPixbufLoader.self), 0, 0)
    }
    g_signal_connect_data(UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(prepared, to: GCallback.self), context, nil, GConnectFlags(rawValue: 0))
    let chunk = 4096
    var offset = 0
    var error: UnsafeMutablePointer<GError>?
    while box.size == nil, offset < data.count {
      let end = min(offset + chunk, data.count)
      let ok = data[(data.startIndex + offset)..<(data.startIndex + end)].withUnsafeBytes { raw in
        gdk_pixbuf_loader_write(loader, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count), &error)
      }
      if let e = error {
        g_error_free(e)
        error = nil
      }
      if ok == 0 { break }
      offset = end
    }
    var closeError: UnsafeMutablePointer<GError>?
    gdk_pixbuf_loader_close(loader, &closeError)
    if let closeError { g_error_free(closeError) }
    return box.size
  }

  private final class SizeBox {
    var size: (width: Int, height: Int)?
  }
}
