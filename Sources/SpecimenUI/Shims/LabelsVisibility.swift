import Foundation

/// The visibility of a UI element, chosen automatically based on the platform, current context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element may be visible or hidden depending on the policies of the component accepting the visibility configuration.
  case automatic
  /// The element may be visible.
  case visible
  /// The element may be hidden.
  case hidden
}

struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
  /// The labels visibility set by `labelsVisibility(_:)` or `labelsHidden()`.
  ///
  /// Controls that show a label beside their value (LabeledContent, Slider, Toggle,
  /// Picker …) read it and omit the label when it is `.hidden`.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Hides the labels of any controls contained within this view (sets `labelsVisibility` to `.hidden`).
  public func labelsHidden() -> some View { environmentChange { $0.labelsVisibility = .hidden } }

  /// Controls the visibility of labels of any controls contained within this view.
  public func labelsVisibility(_ visibility: Visibility) -> some View { environmentChange { $0.labelsVisibility = visibility } }
}
