import Foundation
import Synchronization

/// Names a view whose `body` writes its own `@State` (directly or through a binding made from it) while it is being
/// evaluated. SwiftUI warns at run time ("Modifying state during view update, this will cause undefined behavior") and
/// evaluates the body again, which never settles when the body writes a new value each time; Specimen evaluates a
/// body once, so the cell is drawn with the value written and the warning names the view.
///
/// Only state that existed before the evaluation began counts: a child view made in the body that sets its own
/// fresh `@State` in its initialiser (`self.count = n`) writes a box the body just created, which SwiftUI does not
/// warn about either. Boxes and evaluations are numbered from one counter (`serial`) to tell the two apart.
enum StateWriteCheck {
  /// What user code is being evaluated while a view is built.
  enum Evaluating: @unchecked Sendable {
    /// The `body` of a view of this type.
    case body(Any.Type)
    /// A `GeometryReader`'s content closure.
    case geometryContent

    var described: String {
      switch self {
      case .body(let type): return "`\(type)`'s body"
      case .geometryContent: return "a GeometryReader's content"
      }
    }
  }

  /// An evaluation in progress: what it runs, and the serial number taken when it began.
  struct Evaluation: Sendable {
    let what: Evaluating
    let serial: UInt64
  }

  /// What is being evaluated on this thread, or nil outside a body (the type is named only when a write is reported).
  @TaskLocal static var evaluating: Evaluation?

  private static let counter = Atomic<UInt64>(0)

  /// The next number in the order boxes are made and evaluations begin.
  static func nextSerial() -> UInt64 { counter.wrappingAdd(1, ordering: .relaxed).newValue }

  /// Runs `body` as the evaluation of `what`.
  static func evaluate<T>(_ what: Evaluating, _ body: () -> T) -> T {
    $evaluating.withValue(Evaluation(what: what, serial: nextSerial()), operation: body)
  }

  /// Reports a write to a state box of `wrapper` (`@State`, `@AppStorage`…) made `box` (its serial) while a body is
  /// being evaluated, when the box is older than that evaluation.
  static func noteWrite(_ wrapper: String, box: UInt64) {
    guard let evaluating, box < evaluating.serial else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(evaluating.what.described) modified a \(wrapper) value while the view was being built "
      + "(SwiftUI: \"Modifying state during view update, this will cause undefined behavior\"); drawn with the value written. "
      + "Compute the value in body without storing it, or set the state in .onAppear or an action"))
  }

  /// Reports a write to a `@Published` property (made `box`, its serial, with its object) while a body is being
  /// evaluated, when the object is older than that evaluation: SwiftUI warns "Publishing changes from within view
  /// updates is not allowed, this will cause undefined behavior."
  static func notePublish(box: UInt64) {
    guard let evaluating, box < evaluating.serial else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(evaluating.what.described) modified a @Published property while the view was being "
      + "built (SwiftUI: \"Publishing changes from within view updates is not allowed, this will cause undefined behavior.\"); drawn with the "
      + "value written. Change the object in .onAppear, .task or an action, or compute the value in body without storing it"))
  }
}
