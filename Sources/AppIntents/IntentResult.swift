import SpecimenUI

/// The result an intent's `perform()` returns.
public protocol IntentResult: Sendable {}
/// A result that returns a value to the shortcut that ran the intent.
public protocol ReturnsValue<Value>: IntentResult {
  /// The value's type.
  associatedtype Value
}
/// A result that has the system speak or show a dialog.
public protocol ProvidesDialog: IntentResult {}
/// A result that shows a snippet view.
public protocol ShowsSnippetView: IntentResult {}
/// A result that runs another intent next.
public protocol OpensIntent: IntentResult {}

/// The text the system speaks or shows after an intent runs.
public struct IntentDialog: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// The full text of the dialog.
  public let fullText: LocalizedStringResource
  /// Creates a dialog.
  public init(_ fullText: LocalizedStringResource) { self.fullText = fullText }
  /// Creates a dialog with full and supporting text.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { fullText = full }
  /// Creates a dialog from a string literal.
  public init(stringLiteral value: String) { fullText = LocalizedStringResource(stringLiteral: value) }
  /// Creates a dialog from an interpolated string.
  public init(stringInterpolation: DefaultStringInterpolation) {
    fullText = LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation))
  }
}

/// The concrete result `.result(…)` builds: the value, intent, snippet and dialog it carries.
public struct IntentResultContainer<Value, NextIntent, Content, Dialog>: IntentResult, ReturnsValue, ProvidesDialog,
  ShowsSnippetView, OpensIntent, @unchecked Sendable {
  let value: Value?
}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
  /// A result with nothing to report.
  public static func result() -> Self { Self(value: nil) }
  /// A result with a dialog.
  public static func result(dialog: IntentDialog) -> Self { Self(value: nil) }
  /// A result that shows a view.
  public static func result<V: View>(@ViewBuilder view: () -> V) -> Self { Self(value: nil) }
  /// A result with a dialog and a view.
  public static func result<V: View>(dialog: IntentDialog, @ViewBuilder view: () -> V) -> Self { Self(value: nil) }
  /// A result that runs `intent` next.
  public static func result<I: AppIntent>(opensIntent intent: I) -> Self { Self(value: nil) }
  /// A result that runs `intent` next after a dialog.
  public static func result<I: AppIntent>(opensIntent intent: I, dialog: IntentDialog) -> Self { Self(value: nil) }
  /// A result that returns `value`.
  public static func result<V>(value: V) -> IntentResultContainer<V, Never, Never, Never> { .init(value: value) }
  /// A result that returns `value` with a dialog.
  public static func result<V>(value: V, dialog: IntentDialog) -> IntentResultContainer<V, Never, Never, Never> { .init(value: value) }
}
