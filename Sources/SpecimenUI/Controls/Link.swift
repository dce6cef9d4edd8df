import Foundation

/// A control for navigating to a URL.
///
/// Drawn as iOS draws it: its label in the accent (tint) color, like a plain button; in a list
/// row it reads as a tappable row. Nothing is opened in a still; `\.openURL` is the action.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }
  }
}

extension Link where Label == Text {
  /// Creates a control with a localized string key as its title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// Creates a control with a string as its title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
