import Foundation

/// The named limit on how many views one cell resolves, so a runaway collection fails its cell
/// instead of eating the machine's memory.
///
/// A `ForEach` over ten million rows (or a `Canvas` drawing a million shapes, a `Picker` with a
/// million options) would resolve, lay out and draw every one: gigabytes of nodes for one cell,
/// when a sheet only shows a screenful. Resolve counts every view it evaluates (each `body`,
/// modifier and container is one); past `limit` it stops, `ForEach` stops iterating its data, and
/// the cell fails with `ViewCountError`, which names the limit and how to raise it. Real
/// component styles and screens resolve a few thousand views.
public enum ViewCount {
  /// The most views one cell resolves: 100 000, or `SPECIMEN_MAX_VIEWS` (from 1 000 to 10 000 000).
  public static let limit: Int = {
    guard let text = ProcessInfo.processInfo.environment[environmentVariable], let n = Int(text) else { return 100_000 }
    return min(max(n, 1_000), 10_000_000)
  }()

  /// The environment variable that raises or lowers `limit`.
  public static let environmentVariable = "SPECIMEN_MAX_VIEWS"
}

/// A view tree with more than `ViewCount.limit` views.
public struct ViewCountError: Error, Equatable, CustomStringConvertible {
  /// What made the views, when a view that makes many knows (a `Canvas`'s drawing operations); nil names `ForEach`.
  public var cause: ViewCountCause?

  public init(cause: ViewCountCause? = nil) { self.cause = cause }

  public var description: String {
    let head = "the view has more than \(ViewCount.limit) views (ViewCount.limit)"
    guard let cause else {
      return head + "; show fewer rows (e.g. the first screenful of a ForEach's data, as a device shows) "
        + "or raise the limit with \(ViewCount.environmentVariable)=N"
    }
    return head + ": \(cause.what); \(cause.fix) or raise the limit with \(ViewCount.environmentVariable)=N"
  }
}

/// What made the views of a tree that went past `ViewCount.limit`, and how to make fewer, in the words of the code
/// the user wrote (a `Canvas` draws each operation as a view: its message speaks of drawing operations, not rows).
public struct ViewCountCause: Equatable, Sendable {
  /// What made the views ("a Canvas recorded 100001 drawing operations, each drawn as a view").
  public var what: String
  /// How to make fewer ("draw fewer: put many shapes in one Path and fill it once").
  public var fix: String

  public init(what: String, fix: String) {
    self.what = what
    self.fix = fix
  }

  /// The cause for a canvas that recorded `operations` drawing operations (at most `ViewCount.limit + 1` are kept).
  static func canvas(operations: Int) -> ViewCountCause {
    ViewCountCause(what: "a Canvas recorded \(operations > ViewCount.limit ? "more than \(ViewCount.limit)" : "\(operations)") "
                     + "drawing operations (fill, stroke, draw), each drawn as a view",
                   fix: "draw fewer (e.g. add the shapes to one Path and fill it once)")
  }
}

/// Resolves `content` with `cause` as what went past `ViewCount.limit` if the limit is passed inside it.
nonisolated struct ViewCountScope<Content: View>: View, PrimitiveView {
  let cause: ViewCountCause
  let content: Content
  var body: Never { primitiveBody(Self.self) }
  func makeNode(in context: ResolveContext) -> ResolvedNode {
    var inner = context
    inner.countCause = cause
    return inner.resolve(content)
  }
}
