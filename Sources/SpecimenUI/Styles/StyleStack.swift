import Foundation

/// The styles of one kind set by `.buttonStyle(_:)`, `.toggleStyle(_:)` … above a view, outermost first.
///
/// Every style protocol keeps its styles this way: setting a style pushes it, a control uses
/// the innermost one (or the default when none is set).
package enum StyleStack<Style>: EnvironmentKey {
  package static var defaultValue: [Style] { [] }
}

extension EnvironmentValues {
  /// A control's body made by its style: the style at `keyPath` (the innermost one set, or the
  /// default) builds it, and the body (and every view in it) sees only the styles set outside
  /// that one.
  ///
  /// So a control of the same kind inside its own style's `makeBody` (`Toggle(configuration)`,
  /// a `Button` in a `ButtonStyle`) is drawn with the next style out, ending at the default:
  /// SwiftUI's rule, and no endless recursion.
  package func styledBody<S, Body: View>(_ keyPath: KeyPath<EnvironmentValues, S>, _ make: (S) -> Body) -> AnyView {
    let style = self[keyPath: keyPath]
    var outer = self
    _ = outer[StyleStack<S>.self].popLast()
    let stack = outer[StyleStack<S>.self]
    if EnvironmentObjectCheck.failIfMissing(style: style, environment: outer) { return AnyView(EmptyView()) }
    let body = EnvironmentValues.$current.withValue(outer) { make(style) }
    return AnyView(body.environmentChange { $0[StyleStack<S>.self] = stack })
  }
}
