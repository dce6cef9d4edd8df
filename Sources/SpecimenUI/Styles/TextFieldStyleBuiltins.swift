import Foundation

/// The default text field style, based on the text field's context: plain on iOS.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    PlainTextFieldStyle()._body(configuration: configuration)
  }
}

/// A text field style with no decoration: the bare text or placeholder.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
  }
}

/// A text field style with a system-defined rounded border (UIKit's `.roundedRect`).
///
/// iOS 17 metrics: 34 pt tall with the body font, 5 pt corner radius, text inset 7 pt from
/// the sides; fill `tertiarySystemBackground` (white, dark rgb(44,44,46)); a 0.5 pt
/// `opaqueSeparator` outline (rgb(198,198,200), dark rgb(56,56,58)).
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    let shape = RoundedRectangle(cornerRadius: TextFieldMetrics.roundedBorderCornerRadius, style: .continuous)
    configuration
      .padding(.horizontal, TextFieldMetrics.roundedBorderHorizontalPadding)
      .padding(.vertical, TextFieldMetrics.roundedBorderVerticalPadding)
      .frame(minHeight: TextFieldMetrics.roundedBorderHeight)
      .background(shape.fill(FormPalette.tertiarySystemBackground))
      .overlay(shape.strokeBorder(FormPalette.opaqueSeparator, lineWidth: TextFieldMetrics.roundedBorderLineWidth))
  }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default text field style, based on the text field's context.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field style with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field style with a system-defined rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
