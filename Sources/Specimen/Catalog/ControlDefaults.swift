import Foundation
import SpecimenUI

/// A kind of control, for its default state axes and sheet arrangement.
public enum ControlKind: String, Sendable, CaseIterable {
  case button, toggle, textField, progressView, slider, gauge

  /// The axes a control of this kind distinguishes, outermost first.
  ///
  /// Button: isPressed × isEnabled × role; Toggle: isOn × isPressed × isEnabled;
  /// TextField: empty/filled × focused × isEnabled; ProgressView: 0, ½, 1 and indeterminate;
  /// Slider and Gauge: 0, ½ and 1 × isEnabled.
  public var defaultAxes: [StateAxis] {
    switch self {
    case .button: return [.isPressed, .isEnabled, .role]
    case .toggle: return [.isOn, .isPressed, .isEnabled]
    case .textField: return [.text(), .isFocused, .isEnabled]
    case .progressView: return [.values([0, 0.5, 1, nil])]
    case .slider, .gauge: return [.isEnabled, .values([0, 0.5, 1])]
    }
  }

  /// How the default axes are laid out: which go to rows and columns.
  public var defaultArrangement: (rows: [String], columns: [String]) {
    switch self {
    case .button: return (["role"], ["isEnabled", "isPressed"])
    case .toggle: return (["isOn"], ["isEnabled", "isPressed"])
    case .textField: return (["text"], ["isEnabled", "isFocused"])
    case .progressView: return ([], ["value"])
    case .slider, .gauge: return (["isEnabled"], ["value"])
    }
  }
}

extension CatalogEntry {
  /// An entry for a control with its kind's default axes; `adding` axes (e.g. `.colorScheme`) nest as groups.
  public init<Content: View>(
    _ name: String, control: ControlKind, adding extra: [StateAxis] = [], reduction: AxisReduction = .full,
    cellWidth: CGFloat? = nil, @ViewBuilder content: @escaping @Sendable (CellState) -> Content
  ) {
    let arrangement = control.defaultArrangement
    self.init(name, axes: extra + control.defaultAxes,
              arrangement: SheetArrangement(rows: arrangement.rows, columns: arrangement.columns),
              reduction: reduction, cellWidth: cellWidth, content: content)
  }

  /// A `ButtonStyle` on a button in every default button state.
  public static func buttonStyle<S: ButtonStyle>(
    _ name: String, _ style: S, title: String = "Continue", adding extra: [StateAxis] = [], cellWidth: CGFloat? = nil
  ) -> CatalogEntry {
    let styled = UncheckedSendable<(Button<Text>) -> AnyView> { AnyView($0.buttonStyle(style)) }
    return button(name, title: title, adding: extra, cellWidth: cellWidth) { styled.value($0) }
  }

  /// A `PrimitiveButtonStyle` on a button in every default button state.
  public static func buttonStyle<S: PrimitiveButtonStyle>(
    _ name: String, _ style: S, title: String = "Continue", adding extra: [StateAxis] = [], cellWidth: CGFloat? = nil
  ) -> CatalogEntry {
    let styled = UncheckedSendable<(Button<Text>) -> AnyView> { AnyView($0.buttonStyle(style)) }
    return button(name, title: title, adding: extra, cellWidth: cellWidth) { styled.value($0) }
  }

  /// A button titled from the cell's label (or `title`) with the cell's role, styled by `styled`.
  private static func button(
    _ name: String, title: String, adding extra: [StateAxis], cellWidth: CGFloat?,
    styled: @escaping @Sendable (Button<Text>) -> AnyView
  ) -> CatalogEntry {
    CatalogEntry(name, control: .button, adding: extra, cellWidth: cellWidth) { state in
      styled(Button(state.label ?? title, role: state.role) {})
    }
  }

  /// A `ToggleStyle` on a toggle in every default toggle state.
  public static func toggleStyle<S: ToggleStyle>(
    _ name: String, _ style: S, title: String = "Wi-Fi", adding extra: [StateAxis] = [], cellWidth: CGFloat? = nil
  ) -> CatalogEntry {
    let styled = UncheckedSendable<(Toggle<Text>) -> AnyView> { AnyView($0.toggleStyle(style)) }
    return CatalogEntry(name, control: .toggle, adding: extra, cellWidth: cellWidth) { state in
      styled.value(Toggle(state.label ?? title, isOn: .constant(state.isOn)))
    }
  }

  /// A `ProgressViewStyle` on a progress view at the default fractions and indeterminate.
  public static func progressViewStyle<S: ProgressViewStyle>(
    _ name: String, _ style: S, adding extra: [StateAxis] = [], cellWidth: CGFloat? = 240
  ) -> CatalogEntry {
    let styled = UncheckedSendable<(AnyView) -> AnyView> { AnyView($0.progressViewStyle(style)) }
    return CatalogEntry(name, control: .progressView, adding: extra, cellWidth: cellWidth) { state in
      styled.value(state.value.map { AnyView(ProgressView(value: $0)) } ?? AnyView(ProgressView()))
    }
  }

  /// A `TextFieldStyle` on a text field in every default text field state.
  public static func textFieldStyle<S: TextFieldStyle>(
    _ name: String, _ style: S, title: String = "Name", adding extra: [StateAxis] = [], cellWidth: CGFloat? = 280
  ) -> CatalogEntry {
    let styled = UncheckedSendable<(TextField<Text>) -> AnyView> { AnyView($0.textFieldStyle(style)) }
    return CatalogEntry(name, control: .textField, adding: extra, cellWidth: cellWidth) { state in
      styled.value(TextField(title, text: .constant(state.text)))
    }
  }
}

/// A value the catalog's concurrent renders share read-only.
///
/// User views and styles are value types that renders only read, but their `@Environment`
/// properties and generic metatypes keep them from being `Sendable` in Swift's eyes; wrapping the
/// already type-erased value here records that it is shared read-only.
struct UncheckedSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
