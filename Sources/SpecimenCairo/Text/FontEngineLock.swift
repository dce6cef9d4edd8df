import Foundation

/// The lock every call into Cairo's font engine runs under: laying out text with Pango and reading the layout,
/// drawing text, and librsvg drawing or measuring an SVG that holds text.
///
/// Cairo 1.16 (Debian 12) shares FreeType faces, scaled fonts and one glyph cache between all threads, and its locking
/// there is not safe. With more than ten font faces open it closes one that no thread has locked, but it reads the
/// other face's lock count without that face's mutex (`_cairo_ft_unscaled_font_lock_face`), so a thread can lose the
/// face it has just locked; and the glyph cache's eviction takes a font's mutex while holding the cache's, the opposite
/// order of a thread adding a glyph to that font. Two threads laying out and drawing text with their own Pango font
/// maps crashed within a second in a stress program (a NULL `FT_GlyphSlot`, at the same place as a crashed test run),
/// and with FreeType faces that Cairo never closes they deadlocked instead; under this one lock the same program ran
/// clean. So text is laid out and drawn by one thread at a time; everything else (shapes, images, effects,
/// compositing, PNG encoding) stays parallel.
///
/// The lock is recursive. It may be held while the image store's lock is taken (a text's inline images are sized while
/// it is laid out), never the other way round.
public enum FontEngineLock {
  private static let lock = NSRecursiveLock()

  /// Runs `body` holding the lock.
  public static func run<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Runs `body` holding the lock when `needed`, else without it.
  static func run<T>(if needed: Bool, _ body: () throws -> T) rethrows -> T {
    needed ? try run(body) : try body()
  }
}
