import CCairo
import Foundation

/// Process-wide allocator settings for rendering.
public enum ProcessMemory {
  /// Makes glibc map every allocation of 1 MB or more (canvases, PNG rows) on its own and unmap it
  /// on free, instead of raising its threshold after the first big free and keeping such memory,
  /// which made a long run's peak RSS grow with its number of sheets. Safe to call repeatedly.
  public static func returnLargeBuffers() {
    _ = configured
  }

  private static let configured: Bool = mallopt(M_MMAP_THRESHOLD, 1 << 20) == 1
}
