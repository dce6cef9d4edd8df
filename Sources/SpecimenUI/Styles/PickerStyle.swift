import Foundation

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// As in SwiftUI, its requirement is not meant for your own types: use the built-in styles.
public protocol PickerStyle {
  /// Makes the picker's view from its label, options and selection.
  func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView
}

/// What a picker style draws from: the picker's label, its options in order, and which one is selected.
public struct _PickerStyleConfiguration {
  /// The picker's label.
  let label: AnyView
  /// The options, unresolved, with their tags.
  let options: [ContentSubview]
  /// The index of the option whose tag matches the selection, if any.
  let selectedIndex: Int?
}

struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension EnvironmentValues {
  /// The style of pickers in this environment.
  var pickerStyle: any PickerStyle {
    get { self[StyleStack<any PickerStyle>.self].last ?? PickerStyleKey.defaultValue }
    set { self[StyleStack<any PickerStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for pickers within this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environmentChange { $0.pickerStyle = style }
  }
}
