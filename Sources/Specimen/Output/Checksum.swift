import CPango
import Foundation

/// SHA-256 digests of output files, computed with GLib's checksum (GLib comes with Pango).
public enum Checksum {
  /// The lowercase hex SHA-256 of `data`.
  public static func sha256(_ data: Data) -> String {
    data.withUnsafeBytes { buffer -> String in
      guard let base = buffer.bindMemory(to: UInt8.self).baseAddress,
            let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(buffer.count)) else { return "" }
      defer { g_free(digest) }
      return String(cString: digest)
    }
  }
}
