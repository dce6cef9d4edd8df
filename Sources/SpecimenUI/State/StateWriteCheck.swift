import Foundation

/// Names a view whose `body` writes its own `@State` (directly or through a binding made from it) while it is being
/// evaluated. SwiftUI warns at run time ("Modifying state during view update, this will cause undefined behavior") and
/// evaluates the body again, which never settles when the body writes a new value each time; Specimen evaluates a
/// body once, so the cell is drawn with the value written and the warning names the view.
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

  /// What is being evaluated on this thread, or nil outside a body (the type is named only when a write is reported).
  @TaskLocal static var evaluating: Evaluating?

  /// Reports a write to a state box of `wrapper` (`@State`, `@AppStorage`…) made while a body is being evaluated.
  static func noteWrite(_ wrapper: String) {
    guard let evaluating else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(evaluating.described) modified a \(wrapper) value while the view was being built "
      + "(SwiftUI: \"Modifying state during view update, this will cause undefined behavior\"); drawn with the value written. "
      + "Compute the value in body without storing it, or set the state in .onAppear or an action"))
  }
}
