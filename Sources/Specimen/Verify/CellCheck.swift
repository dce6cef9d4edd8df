import Foundation
import SpecimenDiff

/// The comparison of one cell's render with its golden: a value, never an exception.
public struct CellCheck: Sendable {
  /// How the comparison came out.
  public enum Outcome: String, Sendable, Equatable {
    /// The PNG bytes are identical (or the pixels are, with only the fingerprint changed).
    case identical
    /// The pixels differ, within the tolerance.
    case withinTolerance
    /// The pixels differ beyond the tolerance.
    case failed
    /// The render and the golden have different sizes.
    case sizeChanged
    /// No golden exists for the cell.
    case missingGolden
    /// The golden file is not a readable PNG.
    case unreadableGolden
    /// The cell could not be rendered.
    case renderFailed

    /// Whether the cell passes.
    public var passes: Bool { self == .identical || self == .withinTolerance }
  }

  /// The cell id, `Entry/cell`.
  public let id: String
  /// The entry's name.
  public let entry: String
  /// The golden PNG, relative to the goldens folder.
  public let goldenPath: String
  /// How it came out.
  public var outcome: Outcome
  /// The pixel verdict, when both images could be read.
  public var verdict: DiffVerdict?
  /// One line for people: the verdict with its numbers and, if needed, what to do.
  public var message: String
  /// Whether the golden's render fingerprint (libraries, fonts, options) differs from this renderer's.
  public var environmentChanged = false
  /// What changed, in words, from the golden's semantic snapshot to the render's.
  public var semanticChanges: [String] = []

  /// The rendered PNG (kept for artifacts and recording).
  var actualPNG: Data?
  /// The golden PNG bytes, when read.
  var goldenPNG: Data?
  /// The rendered semantic snapshot.
  var actualSnapshot: SemanticNode?
  /// Whether a record run wrote this cell's golden.
  var written = false
  /// The cell passes, but its golden snapshot predates VoiceOver element lists and the render has some.
  var goldenLacksElements = false
  /// `record --record=all` added the element list to this passing cell's golden snapshot.
  var snapshotUpdated = false
  /// Why a record run could not write this cell's golden.
  var writeError: String?

  /// The failure line: `FAIL Entry/cell: message [environment changed]`.
  public var line: String {
    var text = "\(outcome.passes ? "ok  " : "FAIL") \(id): \(message)"
    if environmentChanged { text += " [environment changed: the golden was rendered with other libraries or fonts]" }
    return text
  }
}

/// The result of verifying a catalog against a goldens folder.
public struct VerifyRun: Sendable {
  /// Every checked cell, in catalog order.
  public var checks: [CellCheck]
  /// Problems that are not cell failures (invalid entries), as messages.
  public var errors: [String]
  /// Device pixels per point the cells were rendered at.
  public var scale: CGFloat
  /// The measured grid of each checked entry, by entry name (for sheets and outlines).
  var grids: [String: GridBox] = [:]

  /// The failing checks.
  public var failures: [CellCheck] { checks.filter { !$0.outcome.passes } }
  /// Whether every cell passed and nothing else went wrong.
  public var passed: Bool { failures.isEmpty && errors.isEmpty }
}
