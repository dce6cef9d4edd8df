import Foundation

/// Something resolve noticed that the render must report: a colour or image name no catalog has,
/// or a layout argument that cannot be honoured as given.
///
/// Resolve cannot fail, so it records these and goes on (a missing colour draws magenta).
/// `ResolveContext.resolve` collects them while it runs and stamps them on the node it
/// returns; the painter copies them into the display list, and the Cairo renderer turns
/// them into render diagnostics beside missing glyphs and icons.
public struct ResolveIssue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What kind of issue it is.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// `Color("name")` or `UIColor(named:)` named a colour no catalog has.
    case missingColor
    /// `Image("name")` named an image no catalog has (in the bundle it was asked for).
    case missingImage
    /// A layout argument (a frame, padding, spacing, offset, ratio or priority) that cannot be honoured
    /// as given: NaN, infinite, a negative fixed size, or contradictory frame bounds. A warning.
    case invalidNumber
    /// `@EnvironmentObject` or `@Environment(Type.self)` found no object, an intent's `@Parameter` was read before anything
    /// set it, or a view stores an intent whose unset parameter nothing can be made up for: the cell fails (SwiftUI traps).
    case missingEnvironmentObject
    /// A `Text` longer than `TextLength.limit` characters: its first `limit` are laid out. A warning.
    case textTooLong
    /// Drawing nested past a named limit (`GraphicsContext.maxLayerDepth`), so part of it was never run: the cell fails.
    case beyondLimit
    /// A shared library a drawing needs is not installed (GEOS for the path set operations): the cell fails.
    case missingLibrary
    /// Code ran that stops an iOS app (UIKit raises an exception, e.g. for an image context of no pixels, or sends a
    /// message the value does not answer): the cell fails.
    case trap
  }
  public var kind: Kind
  /// What went wrong, naming the colour or image, the catalogs searched and the fix.
  public var message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = TextLength.shortenedMessage(message)
  }

  public var description: String { message }
}

/// Collects the issues of one resolve pass (one thread, but `Sendable` for the task-local).
final class ResolveIssueSink: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [ResolveIssue] = []
  /// What `list` holds, for constant-time duplicate checks (100 000 views each reporting a different
  /// number would make a list search quadratic).
  private var seen: Set<ResolveIssue> = []
  /// The steps the pass's path set operations have taken (`RegionOverlay.maxStepsPerPass`).
  private var setOperationSteps = 0

  /// Adds `steps` to the pass's set-operation steps and returns the total.
  func addSetOperationSteps(_ steps: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let (sum, overflow) = setOperationSteps.addingReportingOverflow(steps)
    setOperationSteps = overflow ? .max : sum
    return setOperationSteps
  }

  func add(_ issue: ResolveIssue) {
    lock.lock()
    if seen.insert(issue).inserted { list.append(issue) }
    lock.unlock()
  }

  var issues: [ResolveIssue] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}

/// The sink of the resolve pass in progress.
package enum ResolveIssues {
  @TaskLocal static var sink: ResolveIssueSink?

  /// Records `issue` for the resolve pass in progress (outside one, e.g. in `description`, it is dropped).
  package static func report(_ issue: ResolveIssue) { sink?.add(issue) }

  /// Runs `body` with a sink of its own and returns its result with what it reported. Layout and drawing call
  /// closures user code made after the resolve pass closed its sink (a custom shape's `path(in:)` runs while the
  /// cell is painted), so what they report is collected here and stamped where the render reads it. A pass already
  /// collecting (a view laid out inside another's resolve) gets them too.
  package static func collecting<T>(_ body: () -> T) -> (result: T, issues: [ResolveIssue]) {
    let outer = sink, inner = ResolveIssueSink()
    let result = $sink.withValue(inner) { body() }
    let issues = inner.issues
    if let outer { for issue in issues { outer.add(issue) } }
    return (result, issues)
  }
}
